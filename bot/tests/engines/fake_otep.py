#!/usr/bin/env python3
"""A fake engine in OpenTafl's engine protocol (see fake_engine.py)."""

from fake_engine import CHATTER, Script, commands, say

script = Script()
ply = 0
say("hello")
for words in commands():
    if words[0] == "opponent-move":
        ply += len(words[1].split("|"))
    elif words[0] == "play":
        say("status " + CHATTER)
        move = script.move(ply)
        if move is None:
            say("error -1 no move")
        else:
            say("move " + move)
    elif words[0] == "move":
        # Our move was played: the position after it follows.
        ply += 1
    elif words[0] == "goodbye":
        break
