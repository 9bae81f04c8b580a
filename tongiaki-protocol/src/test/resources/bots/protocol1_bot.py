# A bot for the tests: a bot of protocol 1 that reads the position's text, which protocol 2 no longer sends.
import json
import sys
for line in sys.stdin:
    m = json.loads(line)
    if m["type"] == "hello":
        print('{"type": "ready", "name": "protocol1_bot.py"}', flush=True)
    elif m["type"] == "decide":
        text = m["position"]["text"]
        print(json.dumps({"type": "choose", "decision": m["decision"]["number"], "option": 0}), flush=True)
    elif m["type"] == "quit":
        break
