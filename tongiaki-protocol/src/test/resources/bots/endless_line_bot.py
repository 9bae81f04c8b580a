# A broken bot for the tests: greets, then answers its first decision with one line that never ends.
import sys
for line in sys.stdin:
    if '"hello"' in line:
        print('{"type": "ready"}', flush=True)
    else:
        chunk = b'{"type": "choose", "junk": "' + b"x" * 65536
        while True:
            sys.stdout.buffer.write(chunk)
            sys.stdout.buffer.flush()
