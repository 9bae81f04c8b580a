# A bot for the tests: writes 8 MiB to its standard error before each answer (far more than a pipe holds,
# so it would block if the host stopped reading it), then chooses the first option.
import json
import sys
for line in sys.stdin:
    m = json.loads(line)
    if m["type"] == "hello":
        print('{"type": "ready"}', flush=True)
    elif m["type"] == "decide":
        for _ in range(128):
            sys.stderr.buffer.write(b"a line of thought\n" * 3641)
        sys.stderr.buffer.flush()
        print(json.dumps({"type": "choose", "decision": m["decision"]["number"], "option": 0}), flush=True)
    elif m["type"] == "quit":
        break
