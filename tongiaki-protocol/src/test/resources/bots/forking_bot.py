# A bot for the tests: plays the first option, and on its first decision starts a child (sleep 1000) that
# it never ends itself.
import json
import subprocess
import sys
children = []
for line in sys.stdin:
    m = json.loads(line)
    if m["type"] == "hello":
        print('{"type": "ready"}', flush=True)
    elif m["type"] == "decide":
        if not children:
            children.append(subprocess.Popen(["sleep", "1000"]))
        print(json.dumps({"type": "choose", "decision": m["decision"]["number"], "option": 0}), flush=True)
    elif m["type"] == "quit":
        break
