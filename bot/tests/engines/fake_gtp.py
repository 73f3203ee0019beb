#!/usr/bin/env python3
"""A fake engine in hnefatafl.org's text protocol (see fake_engine.py)."""

from fake_engine import CHATTER, Script, commands, say

script = Script()
ply = 0
for words in commands():
    if words[0] == "protocol_version":
        say("= 1-beta")
    elif words[0] == "play":
        ply += 1
        say("= ")
    elif words[0] == "generate_move":
        say(CHATTER)
        move = script.move(ply)
        if move is None:
            say("? no move\n")
            continue
        ply += 1
        source, target = move.split("-")
        role = "attacker" if ply % 2 == 1 else "defender"
        say(f"= play {role} {source} {target}, score: 0, delay milliseconds: 1, loops: 1")
    elif words[0] == "quit":
        break
    else:
        say("? unknown command\n")
