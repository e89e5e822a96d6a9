#!/usr/bin/env python3
"""A small UCI match harness: plays N chess games between two UCI engines, colours
alternating, at a fixed time per move, and prints each game and the first engine's score.

A game ends when the engine to move answers "bestmove (none)" (no legal move: the other
engine asks fairy-stockfish-style "go depth 1" whether it is mate), or after --max-plies
plies (adjudicated a draw; no repetition / 50-move / material rule is applied, so such
draws end at the cap). With --book each opening line (UCI moves from the start, '#' starts
a comment) is played twice, colours swapped. With --elo L1,L2,... engine 2 gets
UCI_LimitStrength=true and UCI_Elo cycling game by game (each opening pair at one level), and
the tool prints engine 1's maximum-likelihood rating on that scale with a 95% interval
(Fisher information). "--selftest" checks the fit. Usage:

  tools/uci_match.py --games 4 --movetime 100 \
      --engine "java -jar target/ashtapada.jar uci examples/chess.variant" \
      --engine "/usr/games/fairy-stockfish" [--option2 "Skill Level=0"]
"""
import argparse, math, subprocess, shlex, sys


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

    def level(self, elo):
        self.send("setoption name UCI_LimitStrength value true")
        self.send(f"setoption name UCI_Elo value {elo}")
        self.send("isready")
        self.wait("readyok")

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


def elo_interval(points):
    """Elo difference and its 95% interval, normal approximation on the per-game scores."""
    n = len(points)
    p = sum(points) / n
    se = math.sqrt(sum((x - p) ** 2 for x in points) / n / n)
    to = lambda x: -400 * math.log10(1 / min(max(x, 1e-6), 1 - 1e-6) - 1)
    return to(p), to(p - 1.96 * se), to(p + 1.96 * se)


def fit_rating(results):
    """results: list of (level, score in [0,1]). Maximum-likelihood R with expected score
    1/(1+10^((L-R)/400)) against level L, by Newton's method on the score equation, and its
    95% interval from the Fisher information. Returns (R, low, high)."""
    k = math.log(10) / 400
    total = sum(x for _, x in results)
    if total in (0, len(results)):   # all lost or all won: no finite maximum
        return (-math.inf, -math.inf, -math.inf) if total == 0 else (math.inf, math.inf, math.inf)
    r = sum(l for l, _ in results) / len(results)
    for _ in range(100):
        e = [1 / (1 + 10 ** ((l - r) / 400)) for l, _ in results]
        g = k * sum(s - x for (_, s), x in zip(results, e))
        info = k * k * sum(x * (1 - x) for x in e)
        step = max(-200.0, min(200.0, g / info))
        r += step
        if abs(step) < 1e-6:
            break
    e = [1 / (1 + 10 ** ((l - r) / 400)) for l, _ in results]
    se = 1 / math.sqrt(k * k * sum(x * (1 - x) for x in e))
    return r, r - 1.96 * se, r + 1.96 * se


def selftest():
    # 60% against a single level L is L + 400*log10(1.5) ~ L + 70.4
    r, lo, hi = fit_rating([(2000, 1.0)] * 6 + [(2000, 0.0)] * 4)
    assert abs(r - 2000 - 400 * math.log10(1.5)) < 1e-3 and lo < r < hi, (r, lo, hi)
    # 50% against 1800 and 50% against 2200 is symmetric: R = 2000
    r, _, _ = fit_rating([(1800, 1.0), (1800, 0.0), (2200, 1.0), (2200, 0.0)])
    assert abs(r - 2000) < 1e-3, r
    d, lo, hi = elo_interval([1.0, 0.0, 0.5, 0.5])
    assert abs(d) < 1e-9 and lo < 0 < hi
    assert fit_rating([(2000, 1.0)] * 3)[0] == math.inf
    print("selftest ok")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--engine", action="append", required=True)
    ap.add_argument("--option1", action="append", default=[])
    ap.add_argument("--option2", action="append", default=[])
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--movetime", type=int, default=100)
    ap.add_argument("--max-plies", type=int, default=300)
    ap.add_argument("--book")
    ap.add_argument("--elo", help="comma-separated UCI_Elo levels for engine 2, cycled")
    if "--selftest" in sys.argv:
        return selftest()
    a = ap.parse_args()
    book = [[]]
    if a.book:
        book = [l.split("#")[0].split() for l in open(a.book)]
        book = [b for b in book if b]
    levels = [int(x) for x in a.elo.split(",")] if a.elo else []
    results = []
    e = [Engine(a.engine[0], a.option1), Engine(a.engine[1], a.option2)]
    score = 0.0
    for g in range(a.games):
        white = g % 2                      # engine index playing white
        moves = list(book[(g // 2) % len(book)])
        level = levels[(g // 2) % len(levels)] if levels else None
        if level is not None:
            e[1].level(level)
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
        results.append((level, pts))
        print(f"game {g + 1}:{f' elo {level}' if level else ''} engine 1 {'white' if first_white else 'black'} {result} in {len(moves)} plies:"
              f" {' '.join(moves)}", flush=True)
    w = sum(1 for _, s in results if s == 1.0)
    d = sum(1 for _, s in results if s == 0.5)
    diff, lo, hi = elo_interval([s for _, s in results])
    for lv in levels:
        r = [s for l, s in results if l == lv]
        print(f"elo {lv}: +{r.count(1.0)} ={r.count(0.5)} -{r.count(0.0)} score {sum(r)}/{len(r)}")
    print(f"engine 1: +{w} ={d} -{len(results) - w - d} score {score}/{a.games}"
          f" elo {diff:+.0f} [{lo:+.0f}, {hi:+.0f}]")
    if levels:
        r, lo, hi = fit_rating(results)
        print(f"implied rating {r:.0f} [{lo:.0f}, {hi:.0f}] (95%, Fisher information)")
    for x in e:
        x.quit()


if __name__ == "__main__":
    main()
