# A broken bot for the tests: greets, then writes to its standard error without end instead of answering.
import sys
for line in sys.stdin:
    if '"hello"' in line:
        print('{"type": "ready"}', flush=True)
    else:
        chunk = b"thinking " * 8192
        while True:
            sys.stderr.buffer.write(chunk)
            sys.stderr.buffer.flush()
