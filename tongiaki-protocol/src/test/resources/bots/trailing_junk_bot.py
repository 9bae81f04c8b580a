# A broken bot for the tests: answers a proper choice followed by junk on the same line.
import json
import sys
for line in sys.stdin:
    m = json.loads(line)
    if m["type"] == "hello":
        print('{"type": "ready"}', flush=True)
    elif m["type"] == "decide":
        print(json.dumps({"type": "choose", "decision": m["decision"]["number"], "option": 0}) + " GARBAGE {", flush=True)
