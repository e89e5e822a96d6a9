#!/usr/bin/env python3
"""Reads Ashtapada's PGN and FEN with python-chess, by hand (python-chess is not a Debian
package and PyPI may be out of reach, so the suite uses chess.js; this is the second reader).

    java -cp target/ashtapada.jar tools/RandomPgn.java examples/chess.variant 200 300 1 > /tmp/games.jsonl
    PYTHONPATH=/path/to/python-chess python3 tools/python_chess_check.py /tmp/games.jsonl

For each game: python-chess parses the PGN without errors, replays it, and after every ply its
X-FEN (the en passant square only where a pawn could take there, pins aside, as Fairy-Stockfish
and Ashtapada write it) equals Ashtapada's FEN; each of Ashtapada's FENs also loads in python-chess. Prints the
counts and every disagreement; exits 1 on any.
"""
import io
import json
import sys

import chess
import chess.pgn

bad = games = plies = 0
for line in open(sys.argv[1]):
    g = json.loads(line)
    games += 1
    game = chess.pgn.read_game(io.StringIO(g["pgn"]))
    if game is None or game.errors:
        bad += 1
        print("game", games, "refused:", game.errors if game else "no game")
        continue
    board = game.board()
    moves = list(game.mainline_moves())
    if len(moves) != len(g["fens"]):
        bad += 1
        print("game", games, "has", len(moves), "moves in python-chess,", len(g["fens"]), "in Ashtapada")
        continue
    for i, (m, fen) in enumerate(zip(moves, g["fens"])):
        board.push(m)
        plies += 1
        if board.fen(en_passant="xfen") != fen:
            bad += 1
            print("game", games, "ply", i + 1, "python-chess", board.fen(en_passant="xfen"), "Ashtapada", fen)
            break
        try:
            chess.Board(fen)
        except ValueError as e:
            bad += 1
            print("game", games, "ply", i + 1, "FEN refused:", fen, e)
            break
print(f"{games} games, {plies} plies, {bad} disagreements")
sys.exit(1 if bad else 0)
