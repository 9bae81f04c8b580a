#!/usr/bin/env python3
"""A Tongiaki bot that chooses at random, speaking the JSON-lines bot protocol of PROTOCOL.md.

Standard library only. Seat it with --bot "cmd:python3 examples/bots/random_bot.py".
Each line on standard input is one JSON message; each answer is one JSON line on standard output.
Anything for people goes to standard error.

Like every bot, it ignores the message types and fields it does not know (PROTOCOL.md 3.1): a later
engine may send more, and only "hello" and "decide" are answered. It speaks protocol 2: each decide
carries the seat's "view" (everything a player knows, never the stack's order); this bot needs only the
decision's options, and says on standard error when the engine speaks another version.
"""
import json
import random
import sys

PROTOCOL = 2  # the version of the bot protocol this bot speaks (hello's "protocol")


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def main():
    rng = random.Random(0)
    tiles = {}   # the tile set's tiles by id, from hello (routes, beaches, jetties)
    events = []  # the game's events so far, kept from each decide's firstEvent and events
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        message = json.loads(line)
        kind = message.get("type")
        if kind == "hello":
            if message.get("protocol") != PROTOCOL:
                print("random_bot.py speaks protocol " + str(PROTOCOL) + ", the engine " + str(message.get("protocol"))
                      + ": playing on, reading only the decisions' options", file=sys.stderr)
            rng.seed(message.get("seed", 0))
            tiles = {t["tile"]: t for t in message.get("tileSet", {}).get("tiles", [])}
            print("random_bot.py plays " + message["colour"] + " with " + str(len(tiles)) + " tiles", file=sys.stderr)
            send({"type": "ready", "name": "random_bot.py"})
        elif kind == "decide":
            del events[message.get("firstEvent", len(events)):]
            events.extend(message.get("events", []))
            decision = message["decision"]
            option = rng.randrange(len(decision["options"]))
            send({"type": "choose", "decision": decision["number"], "option": option})
        elif kind == "quit":
            break
        # any other type: not for this bot, no answer


if __name__ == "__main__":
    main()
