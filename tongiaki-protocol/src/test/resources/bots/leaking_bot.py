# A broken bot for the tests: on its first decision starts a child that inherits its standard output and
# error and keeps them open (sleep 1000), says the child's pid on standard error, and exits with code 4.
import subprocess
import sys
for line in sys.stdin:
    if '"hello"' in line:
        print('{"type": "ready"}', flush=True)
    else:
        child = subprocess.Popen(["sleep", "1000"])
        print("child " + str(child.pid), file=sys.stderr, flush=True)
        sys.exit(4)
