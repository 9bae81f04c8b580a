# A broken bot for the tests: greets, then never answers a decision in time.
import sys
import time
for line in sys.stdin:
    if '"hello"' in line:
        print('{"type": "ready"}', flush=True)
    else:
        time.sleep(30)
