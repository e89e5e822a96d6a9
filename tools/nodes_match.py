#!/usr/bin/env python3
"""Self-play of two builds at a fixed number of nodes a move, which makes every game independent
of the machine's load: the same two jars play the same games anywhere. Each opening of
tools/openings-chess.txt (a few plies in coordinate notation) is played twice, colours swapped.
The game's end and result are the rules' own: `ashtapada moves` of the first jar replays it.

  tools/nodes_match.py NEW.jar OLD.jar [--nodes 5000] [--openings N] [--variant examples/chess.variant]
                       [--old-variant FILE] [--book FILE] [--referee JAR]

With --old-variant, OLD plays from that definition and NEW from --variant: one jar (given twice)
compares two definitions of the same rules, e.g. the values `ashtapada tune --out` wrote against
the original's. The referee judges by --variant.

Openings for any variant: java -cp "target/ashtapada.jar:target/lib/*" tools/MakeOpenings.java VARIANT 200 4 > FILE
(a line "fen POSITION moves M1 M2 ..." starts from that position: a shuffled setup's array, Chess960's).

Dice games (Omechanga, Sejrang) cannot be played here: UCI has no dice. Their definitions play
each other with tools/DiceMatch.java (same openings, same output).

Prints each game and then NEW's score with W/D/L, the Elo difference and its 95% interval.
"""
import argparse, math, os, subprocess, sys

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class Engine:
    def __init__(self, jar, variant):
        self.p = subprocess.Popen(["java", "-jar", jar, "uci", variant], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send("uci")
        self.wait("uciok")
        self.send("isready")
        self.wait("readyok")

    def send(self, s):
        self.p.stdin.write(s + "\n")
        self.p.stdin.flush()

    def wait(self, prefix):
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("engine closed")
            if line.startswith(prefix):
                return line.strip()

    def best(self, fen, moves, nodes):
        self.send(("position fen " + fen if fen else "position startpos") + (" moves " + " ".join(moves) if moves else ""))
        self.send(f"go nodes {nodes}")
        return self.wait("bestmove").split()[1]

    def quit(self):
        self.send("quit")
        self.p.wait(timeout=10)


def result(jar, variant, fen, moves):
    """'1-0', '0-1', '1/2-1/2', or None while the game goes on, from the rules of the variant."""
    run = subprocess.run(["java", "-jar", jar, "moves", variant] + (["--fen", fen] if fen else [])
                         + ["--moves", " ".join(moves)], capture_output=True, text=True)
    if run.returncode != 0:
        raise RuntimeError("the referee cannot replay the game: " + run.stderr.strip())
    out = run.stdout
    for line in out.splitlines():
        if line.startswith("result "):
            r = line[len("result "):]
            if r.startswith("white wins"):
                return "1-0"
            if r.startswith("black wins"):
                return "0-1"
            if r.startswith("draw"):
                return "1/2-1/2"
    return None


def elo(score, n, w, d, l):
    p = score / n
    var = (w * (1 - p) ** 2 + d * (0.5 - p) ** 2 + l * p ** 2) / n
    se = math.sqrt(var / n) if n > 0 else 0
    def to_elo(x):
        x = min(max(x, 1e-6), 1 - 1e-6)
        return -400 * math.log10(1 / x - 1)
    return to_elo(p), to_elo(p - 1.96 * se), to_elo(p + 1.96 * se)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("new")
    ap.add_argument("old")
    ap.add_argument("--nodes", type=int, default=5000)
    ap.add_argument("--openings", type=int, default=50)
    ap.add_argument("--variant", default=os.path.join(HERE, "examples/chess.variant"))
    ap.add_argument("--old-variant", help="the definition OLD plays from (default: --variant)")
    ap.add_argument("--book", default=os.path.join(HERE, "tools/openings-chess.txt"))
    ap.add_argument("--max-plies", type=int, default=240)
    ap.add_argument("--referee", help="the jar whose `moves` command judges the games (default: NEW)")
    a = ap.parse_args()
    referee = a.referee or a.new
    book = [l.split("#")[0].split() for l in open(a.book)]
    book = [b for b in book if b][:a.openings]
    e = [Engine(a.new, a.variant), Engine(a.old, a.old_variant or a.variant)]
    w = d = l = 0
    for i, line in enumerate(book):
        fen, opening = None, line
        if line[0] == "fen":                       # fen POSITION moves ...: a shuffled array's start
            at = line.index("moves")
            fen, opening = " ".join(line[1:at]), line[at + 1:]
        black_first = fen is not None and fen.split()[1] == "b"
        for new_white in (True, False):
            moves = list(opening)
            res = None
            while res is None:
                white_to_move = (len(moves) % 2 == 0) != black_first
                mover = e[0] if white_to_move == new_white else e[1]
                m = mover.best(fen, moves, a.nodes)
                if m in ("(none)", "0000"):
                    res = result(referee, a.variant, fen, moves) or "1/2-1/2"
                    break
                moves.append(m)
                if len(moves) >= a.max_plies:
                    res = result(referee, a.variant, fen, moves) or "1/2-1/2"
            pts = {"1-0": 1.0, "0-1": 0.0, "1/2-1/2": 0.5}[res]
            if not new_white:
                pts = 1 - pts
            w += pts == 1.0
            d += pts == 0.5
            l += pts == 0.0
            print(f"opening {i + 1} new {'white' if new_white else 'black'}: {res} in {len(moves)} plies", flush=True)
    n = w + d + l
    s = w + d / 2
    mid, lo, hi = elo(s, n, w, d, l)
    print(f"new scores {s}/{n} (+{w} ={d} -{l}) at {a.nodes} nodes a move: Elo {mid:+.0f} (95%: {lo:+.0f} to {hi:+.0f})")
    for x in e:
        x.quit()


if __name__ == "__main__":
    main()
