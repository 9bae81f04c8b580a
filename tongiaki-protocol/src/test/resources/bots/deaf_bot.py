# A broken bot for the tests: greets, then neither reads its input nor answers (a long message fills the pipe).
import sys
import time
sys.stdin.readline()
print('{"type": "ready"}', flush=True)
time.sleep(60)
