#!/usr/bin/env python3
"""A Tongiaki bot that chooses at random, speaking the JSON-lines bot protocol of PROTOCOL.md.

Standard library only. Seat it with --bot "cmd:python3 examples/bots/random_bot.py".
Each line on standard input is one JSON message; each answer is one JSON line on standard output.
Anything for people goes to standard error.
"""
import json
import random
import sys


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def main():
    rng = random.Random(0)
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        message = json.loads(line)
        kind = message.get("type")
        if kind == "hello":
            rng.seed(message.get("seed", 0))
            print("random_bot.py plays " + message["colour"], file=sys.stderr)
            send({"type": "ready", "name": "random_bot.py"})
        elif kind == "decide":
            decision = message["decision"]
            option = rng.randrange(len(decision["options"]))
            send({"type": "choose", "decision": decision["number"], "option": option})
        elif kind == "quit":
            break


if __name__ == "__main__":
    main()
