# A broken bot for the tests: greets properly, then answers every decision with text that is not JSON.
import sys
for line in sys.stdin:
    if '"hello"' in line:
        print('{"type": "ready"}', flush=True)
    else:
        print("e2e4", flush=True)
