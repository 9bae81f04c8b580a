# A broken bot for the tests: answers every decision with an option that does not exist.
import json
import sys
for line in sys.stdin:
    m = json.loads(line)
    if m["type"] == "hello":
        print('{"type": "ready"}', flush=True)
    elif m["type"] == "decide":
        print(json.dumps({"type": "choose", "decision": m["decision"]["number"], "option": 999}), flush=True)
