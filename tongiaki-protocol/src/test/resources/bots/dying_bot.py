# A broken bot for the tests: greets, then dies on its first decision.
import sys
for line in sys.stdin:
    if '"hello"' in line:
        print('{"type": "ready"}', flush=True)
    else:
        print("out of coconuts", file=sys.stderr, flush=True)
        sys.exit(3)
