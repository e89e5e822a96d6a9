#!/usr/bin/env python3
"""A small UCI match harness: plays N chess games between two UCI engines, colours
alternating, at a fixed time per move, and prints each game and the first engine's score.

A game ends when the engine to move answers "bestmove (none)" (no legal move: the other
engine asks fairy-stockfish-style "go depth 1" whether it is mate), or after --max-plies
plies (adjudicated a draw). Usage:

  tools/uci_match.py --games 4 --movetime 100 \
      --engine "java -jar target/ashtapada.jar uci examples/chess.variant" \
      --engine "/usr/games/fairy-stockfish" [--option2 "Skill Level=0"]
"""
import argparse, subprocess, shlex, sys


class Engine:
    def __init__(self, cmd, options):
        self.p = subprocess.Popen(shlex.split(cmd), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)
        self.send("uci")
        self.wait("uciok")
        for o in options:
            name, value = o.split("=", 1)
            self.send(f"setoption name {name} value {value}")
        self.send("isready")
        self.wait("readyok")

    def send(self, s):
        self.p.stdin.write(s + "\n")
        self.p.stdin.flush()

    def wait(self, prefix):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("engine closed")
            lines.append(line.strip())
            if line.startswith(prefix):
                return lines

    def best(self, moves, movetime):
        self.send("position startpos" + (" moves " + " ".join(moves) if moves else ""))
        self.send(f"go movetime {movetime}")
        lines = self.wait("bestmove")
        return lines[-1].split()[1], lines

    def quit(self):
        self.send("quit")
        self.p.wait(timeout=10)


def mated(engine, moves):
    engine.send("position startpos" + (" moves " + " ".join(moves) if moves else ""))
    engine.send("go depth 1")
    lines = engine.wait("bestmove")
    return any("score mate 0" in l or "score mate -0" in l for l in lines)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--engine", action="append", required=True)
    ap.add_argument("--option1", action="append", default=[])
    ap.add_argument("--option2", action="append", default=[])
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--movetime", type=int, default=100)
    ap.add_argument("--max-plies", type=int, default=300)
    a = ap.parse_args()
    e = [Engine(a.engine[0], a.option1), Engine(a.engine[1], a.option2)]
    score = 0.0
    for g in range(a.games):
        white = g % 2                      # engine index playing white
        moves = []
        result = None
        while result is None:
            mover = e[white] if len(moves) % 2 == 0 else e[1 - white]
            other = e[1 - white] if len(moves) % 2 == 0 else e[white]
            m, _ = mover.best(moves, a.movetime)
            if m in ("(none)", "0000"):
                if mated(e[1], moves):   # engine 2 is the referee (fairy-stockfish answers "score mate 0")
                    result = "0-1" if len(moves) % 2 == 0 else "1-0"
                else:
                    result = "1/2-1/2"
            else:
                moves.append(m)
                if len(moves) >= a.max_plies:
                    result = "1/2-1/2"
        first_white = white == 0
        pts = {"1-0": 1.0 if first_white else 0.0, "0-1": 0.0 if first_white else 1.0, "1/2-1/2": 0.5}[result]
        score += pts
        print(f"game {g + 1}: engine 1 {'white' if first_white else 'black'} {result} in {len(moves)} plies:"
              f" {' '.join(moves)}", flush=True)
    print(f"engine 1 score {score}/{a.games}")
    for x in e:
        x.quit()


if __name__ == "__main__":
    main()
