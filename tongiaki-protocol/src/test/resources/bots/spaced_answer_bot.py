# A bot for the tests: answers with white space around its choice (blanks, a tab, a \r\n line end) and a
# field the host does not know; it chooses the second option.
import json
import sys
for line in sys.stdin:
    m = json.loads(line)
    if m["type"] == "hello":
        print('{"type": "ready"}', flush=True)
    elif m["type"] == "decide":
        answer = {"type": "choose", "decision": m["decision"]["number"], "option": 1, "why": "it is second"}
        sys.stdout.write("  " + json.dumps(answer) + "\t\r\n")
        sys.stdout.flush()
