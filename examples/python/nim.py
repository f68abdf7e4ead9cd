"""Solve a Nim position and tabulate a take-and-break game with Boyi's Python package.

    pip install ./crates/boyi-py
    python examples/python/nim.py
"""

import boyi

# Who wins Nim with heaps 14, 21 and 39, and how?
answer = boyi.solve("nim", [14, 21, 39])
print(answer.outcome, "nimber", answer.nimber)
for move in answer.winning_moves:
    print("winning move:", move["move"], "=>", move["position"])

# The same game under misère play: the last to move loses.
print("misère:", boyi.solve("nim", "14 21 39", misere=True).outcome)

# Grundy values of Dawson's Kayles (octal 0.07) for heaps 0..20.
print("0.07:", boyi.table("octal", 20, code="0.07"))

# A refusal is a BoyiError with one line that says why.
try:
    boyi.solve("nim", "3 -4")
except boyi.BoyiError as e:
    print("refused:", e)
