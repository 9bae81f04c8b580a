# A bot for the tests: writes every message it receives, one a line, to the file named by its argument,
# and chooses the last option of each decision.
import json
import sys
with open(sys.argv[1], "w", encoding="utf-8") as log:
    for line in sys.stdin:
        log.write(line)
        log.flush()
        m = json.loads(line)
        if m["type"] == "hello":
            print('{"type": "ready", "name": "recording_bot.py"}', flush=True)
        elif m["type"] == "decide":
            last = len(m["decision"]["options"]) - 1
            print(json.dumps({"type": "choose", "decision": m["decision"]["number"], "option": last}), flush=True)
        elif m["type"] == "quit":
            break
