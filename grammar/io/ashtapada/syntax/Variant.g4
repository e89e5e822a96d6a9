/*
 * The Ashtapada variant definition language.
 *
 * A definition describes one chess-like game on a grid: the board, the players, named zones,
 * the pieces and how they move, castling, drops, the setup and how the game ends. The
 * compiler (io.ashtapada.model.VariantCompiler) resolves names and checks constraints; this grammar
 * only fixes the shape. Words are keywords only where the grammar expects them, so a piece
 * may be called "king" or "rook" (see rule `name`).
 */
grammar Variant;

// A definition file: a header, then declarations in any order.
definition
    : header declaration* EOF
    ;

// "variant NAME" optionally followed by "extends FILE" to inherit another definition.
header
    : v='variant' title=STRING (ext='extends' parent=STRING)?
    ;

declaration
    : boardDecl
    | playersDecl
    | zoneDecl
    | pieceDecl
    | castlingDecl
    | setupDecl
    | rulesDecl
    | hookDecl
    | diceDecl
    | scoringDecl
    | notationDecl
    | namesDecl
    | evaluationDecl
    ;

// ---------------------------------------------------------------- board
// The rectangle is files x ranks; `extra` adds squares outside it, `remove` makes holes.
boardDecl
    : b='board' '{' boardItem* '}'
    ;

boardItem
    : 'files' first=name '..' last=name                               # filesItem
    | 'ranks' first=INT '..' last=INT                                 # ranksItem
    | 'extra' extraSquare (',' extraSquare)*                          # extraItem
    | 'remove' squareName (',' squareName)*                          # removeItem
    // The game is played on the squares of one colour only (fox and hounds): the other colour is
    // left unreached by design, and the compiler does not warn about it.
    | 'only' colour=('dark' | 'light')                                # colourItem
    ;

// An extra square: either a name that reads as file+rank (e0, f11) or a name placed at
// 0-based (file index, rank index) coordinates relative to the first file and rank.
extraSquare
    : sq=name ('at' '(' x=signedInt ',' y=signedInt ')')?
    ;

// ---------------------------------------------------------------- players
// Turn order is the order written (up to four players). `forward` is the direction this
// player's pieces call forward; zones, castling and mirrored setups are read from the first
// player's view and turned for each other player accordingly.
playersDecl
    : p='players' '{' playerItem+ '}'
    ;

playerItem
    : id=name display=STRING? 'forward' dir=direction playerOption*
    ;

// `turned`: this player sees the board as the first player does, turned about its centre (for
// `south`, a half turn; without it, `south` mirrors across the middle rank, as in chess;
// `east` and `west` are always quarter turns). `colour`: a colour for displays.
playerOption
    : turned='turned'
    | 'colour' colour=STRING
    ;

direction
    : 'north' | 'south' | 'east' | 'west'
    ;

// ---------------------------------------------------------------- zones
// A named set of squares, written from the first player's view and mirrored for the
// others, unless declared `absolute`.
zoneDecl
    : z='zone' id=name abs='absolute'? '=' zoneExpr zoneFor*
    ;

// `for PLAYER = ...`: that player's squares, as written (not mirrored).
zoneFor
    : 'for' player=name '=' zoneExpr
    ;

zoneExpr
    : zoneExpr '&' zoneExpr                                           # zoneAnd
    | zoneExpr 'except' zoneExpr                                      # zoneExcept
    | zoneExpr '|' zoneExpr                                           # zoneOr
    | zoneTerm (',' zoneTerm)*                                        # zoneList
    ;

zoneTerm
    : 'rank' r=INT                                                    # rankTerm
    | 'ranks' lo=INT '..' hi=INT                                      # ranksTerm
    | 'file' f=name                                                   # fileTerm
    | 'files' lo2=name '..' hi2=name                                  # filesTerm
    | 'light'                                                         # lightTerm
    | 'dark'                                                          # darkTerm
    | 'all'                                                           # allTerm
    | '(' zoneExpr ')'                                                # parenTerm
    | ref=name                                                        # refTerm
    ;

// ---------------------------------------------------------------- pieces
pieceDecl
    : p='piece' id=name '{' pieceItem* '}'
    ;

pieceItem
    : 'letter' letter=name                                            # letterItem
    | 'royal'                                                         # royalItem
    | 'pawn'                                                          # pawnItem
    // `in ZONE`: only where every square passed lies in the zone (horde: not past the second rank)
    | 'passable' ('in' passZone=name)?                                # passableItem
    | 'value' val=number                                              # valueItem
    // `image NAME`: the picture the board draws (one of the usual six, or a named shape)
    | 'image' img=name                                                # imageItem
    | 'betza' code=STRING moveCondition* diceWhen?                    # betzaItem
    | 'move' moveKind vector moveOption*                              # moveItem
    | 'promote' 'in' zone=name 'to' promoTarget promoOption*             # promoteItem
    // `split colours`: the kind's pieces (board and hand) must end up half on light, half on
    // dark squares, so no drop may leave that impossible (placement chess's bishops).
    // `one per file`: not on a file that holds an unpromoted piece of the kind of the same player
    // (shogi's nifu); `at most N per file`: not on a file holding N such pieces (Tori shogi's
    // swallows: 2); `no mate`: a drop of the kind may not checkmate (shogi's pawn drop).
    // Where a drop may land besides the zone (Fairy-Stockfish's enclosing drops): `enclosing`:
    // it must enclose enemy pieces in a line between it and a piece of the dropper (Othello);
    // `next to own`: next to a piece of the dropper (Ataxx); `not orthogonally next to enemy`
    // (Snort); `falling`: it falls to the lowest empty square of its file (Connect Four);
    // `from any side`: it slides in from an edge and stops before the first piece or the far
    // edge. `after filling ZONE`: while a square of the zone is empty, drops go only there.
    // `endless hand`: the hand never runs out of the kind (Ataxx's clones). `either side up`:
    // it may also be dropped turned over (Kyoto shogi).
    | 'drop' 'to' zone=name (then='then' 'advance')? (split='split' 'colours')?
      (perFile='one' 'per' 'file' | 'at' 'most' perFileCount=INT 'per' 'file')? (noMate='no' 'mate')? dropPlace?
      ('after' 'filling' fill=name)? (endless='endless' 'hand')? (either='either' 'side' 'up')?   # dropItem
    // `turns over to KIND with every move`: the piece becomes KIND with each of its moves and,
    // so turned, back with the next (Kyoto shogi); `with every capture`: only when it captures
    // (micro shogi). Captured, it goes to hand as this kind.
    | t='turns' 'over' 'to' target=name 'with' 'every' (everyMove='move' | everyCapture='capture')   # turnItem
    | 'path' '{' leg (';' leg)* '}' pathOption*                       # pathItem
    | 'unmoved' 'cannot' 'capture' ('in' zone=name)?                  # restrainItem
    | 'unmoved' 'immune' ('from' zone=name)?                          # immuneItem
    | 'first-move' 'from' zone=name 'only' firstOnly (',' firstOnly)*  # firstOnlyItem
    // Rights that depend on history (Cambodian): `first-move not in check`: its first-move moves
    // are not made while its player is in check; `first-move lost when enemy KIND on line`: it
    // loses them once an enemy piece of that kind moves onto its rank or file.
    | 'first-move' firstRight+                                        # firstRightItem
    | 'facing' side=pieceFacing                                       # facingItem
    // `not over KINDS`: its hops may not use a piece of these kinds as their screen; `not taking
    // KINDS`: it never captures a piece of these kinds (Janggi's cannon: neither over nor taking a cannon).
    | n='not' 'over' kinds+=name (',' kinds+=name)*                  # notOverItem
    | n='not' 'taking' kinds+=name (',' kinds+=name)*                # notTakingItem
    // `never moves`: the piece has no moves at all; it stands where it is put until taken
    // (Fairy-Stockfish's immobile piece: chak's offering, mandala's and stardust's stones)
    | 'never' 'moves'                                                 # neverMovesItem
    ;

// Which way pieces of this kind face, relative to their owner: their moves, their files (for
// `file-type` promotion) and their forward are the owner's, turned that way. A Chaturaji pawn
// that advances to its owner's right is `facing right`.
pieceFacing
    : 'forward' | 'right' | 'backward' | 'left'
    ;

// One leg of a multi-leg move: a leap along any of the vectors (all their rotations and
// reflections). A leg lands on an empty square unless it is the last one or the path stops
// on capture; `move-only`: this leg never captures.
leg
    : 'leap' vector (',' vector)* (moveOnly='move-only')?
    ;

// `stop-on-capture`: a leg that captures ends the move there; `no-royal-capture`: the move
// may not take a royal piece.
pathOption
    : 'stop-on-capture'
    | 'no-royal-capture'
    | diceWhen
    ;

firstOnly
    : 'sideways' | 'capture'
    ;

firstRight
    : notInCheck='not' 'in' 'check'
    | 'lost' 'when' 'enemy' lostBy=name 'on' 'line'
    ;

// A move that exists only for this turn's roll: both dice show FACE (`again`: and this double
// came from re-rolling both dice of the same double).
diceWhen
    : 'when' 'double' face=INT (again='again')?
    ;

moveKind
    : 'leap' | 'slide' | 'hop'
    ;

// A vector (x,y) in the mover's frame: y forward, x to the right. Without direction words
// every rotation and reflection of it is meant.
vector
    : '(' x=signedInt ',' y=signedInt ')'
    ;

moveOption
    : 'forward' | 'backward' | 'sideways' | 'left' | 'right' | 'exact'
    | 'range' r=INT
    | 'move-only' | 'capture-only'
    | 'first-move'
    | 'lame'
    | 'en-passant'
    | 'jump-first'
    | moveCondition
    | diceWhen
    ;

// Zone conditions shared by XBetza and structured moves. `royal-only`: the move only ever
// takes a royal piece: a threat that keeps royal pieces apart (Xiangqi's flying general).
moveCondition
    : 'from' fromZone=name
    | 'to' toZone=name
    | royalOnly='royal-only'
    ;

// Either a list of piece kinds, or the kind that starts on the first player's back rank of
// the file the piece lands on (`file-type`), a royal piece there counting as `royal-as` KIND;
// `file-type (K, K, ...)` gives the kind of each file instead, from the piece's left. Files
// are read in the piece's own frame (see `facing`).
promoTarget
    : choices+=name (',' choices+=name)*
    | 'file-type' ('royal-as' royalAs=name | '(' types+=name (',' types+=name)* ')')?
    ;

// `optional`: the piece may also stay as it is; `compulsory in ZONE`: but not on landing in
// ZONE. `after N moves`: only once the piece has made N moves (counting this one);
// `or M if first-move unused`: M instead, for a piece that had a first-move-only move
// available when it first moved and never made a straight advance of two or more squares.
// `if lost`: only kinds the player has fewer of than in the setup; `else barred`: where
// promotion is compulsory and no such kind is left, the move is not allowed (Grand chess).
// `in place`: promotion is a move of its own, not made on landing: a piece standing in the
// zone becomes one of the kinds where it stands, or, with `or by "XBETZA"`, while making one of
// those moves (Sittuyin: `in place or by "mF"`). `at most N on board`: a kind is offered only
// while the player has fewer than N of it on the board. `anywhere if last`: the player's last
// piece of the kind on the board promotes in place outside the zone too. `no check`: a
// promoting move may not give check; `no attack`: after it the promoted piece may not attack
// an enemy piece.
promoOption
    : 'optional'
    | 'compulsory' ('in' mustZone=name)?
    | 'after' minMoves=INT 'moves'
    | 'or' extraMoves=INT 'if' 'first-move' 'unused'
    | lost='if' 'lost' ('else' barred='barred')?
    | 'limit' limitKind=name limitCount=INT   // to that kind only while the player has fewer than N of it (spartan's kings)
    | inside='also' 'from' 'inside'        // also on moves that start in the zone (shogi: leaving it)
    | place='in' 'place' ('or' 'by' step=STRING)?
    | 'at' 'most' limit=INT 'on' 'board'
    | anywhere='anywhere' 'if' 'last'
    | noCheck='no' 'check'
    | noAttack='no' 'attack'
    // `for PLAYER to KINDS`: that player's kinds instead of the first list (chigorin: White to
    // chancellor, rook, knight; Black to queen, rook, bishop)
    | forPlayer='for' player=name 'to' forChoices+=name (',' forChoices+=name)*
    ;

// ---------------------------------------------------------------- castling
// Pairs written for the first player and mirrored for the others, or a rule: the king moves
// N squares toward an unmoved partner on its rank and the partner lands next to it.
castlingDecl
    : c='castling' '{' castlingItem* '}'
    ;

castlingItem
    // `with rook h1 -> f1` names the partner's kind, for a setup where king and partner start in hand.
    : 'castle' kf=squareName '->' kt=squareName 'with' partner=name? rf=squareName '->' rt=squareName ('for' player=name)?  # castlePair
    | 'king-steps' steps+=INT+ 'with' partner=name                                        # castleRule
    // Chess960 castling, for whatever array stands: a king anywhere on the rank of KT and an
    // unmoved partner of that kind on the side away from which it lands (for `to g1 with rook
    // to f1`: right of the king) castle to KT and PT. Position strings then name castling rights
    // by the partner's file (Shredder-FEN `HAha`; X-FEN's `KQkq` read as the outermost partners).
    | 'castle' 'anywhere' 'to' kt=squareName 'with' partner=name 'to' pt=squareName       # castleAnywhere
    ;

// ---------------------------------------------------------------- setup
// Either a position string, or placements (`mirror` copies the first player's placements to
// the others) and hands.
setupDecl
    : s='setup' fen=STRING shuffleClause?
    | s='setup' '{' setupItem* '}'
    ;

// A start array drawn for each game (Chess960): the first player's pieces on the zone change
// places among its squares, the other players' mirror them; every array meeting the conditions
// is equally likely, chosen by the game's seed. The position string is the array of seed-less games.
shuffleClause
    : sh='shuffle' zone=name ('{' shuffleItem* '}')?
    ;

shuffleItem
    // The pieces of these kinds stand as many on light squares as on dark (two bishops: one each).
    : kinds+=name (',' kinds+=name)* 'on' 'opposite' 'colours'       # oppositeColoursItem
    // Each piece of the first kind has one of the second on each side along its rank (a king
    // between the rooks).
    | inner=name 'between' outer=name                                 # betweenItem
    ;

setupItem
    : owner=name piece=name ':' squareName (',' squareName)*           # placeItem
    | 'hand' owner=name piece=name count=INT                           # handItem
    | 'mirror'                                                         # mirrorItem
    ;

// Where a drop may land besides its zone (see `dropItem`).
dropPlace
    : 'enclosing'                                                     # enclosingPlace
    | 'next' 'to' 'own'                                               # nextToOwnPlace
    | 'not' 'orthogonally' 'next' 'to' 'enemy'                        # apartPlace
    | 'falling'                                                       # fallingPlace
    | 'from' 'any' 'side'                                             # sidePlace
    ;

// ---------------------------------------------------------------- game end
// A child's `rules` block adds to the rules it inherits; `rules only` replaces them.
rulesDecl
    : r='rules' (only='only')? '{' ruleItem* '}'
    ;

ruleItem
    : 'check'                                                         # checkRule
    | 'capture-royal'                                                 # captureRoyalRule
    | 'stalemate' outcome=('draw' | 'win' | 'loss')                   # stalemateRule
    // The result for the checkmated player: 'loss' as usual, 'win' (misere, losers) or 'draw'.
    | 'checkmate' outcome=('draw' | 'win' | 'loss')                   # checkmateRule
    // Shatar's mate rule. `by KINDS alone`: a checkmate given by pieces of these kinds only has
    // this result for the checkmated player (shatar: a knight's mate wins for the mated player).
    // `needs check by KINDS else`: any other checkmate stands only when a check by one of these
    // kinds (a shak) is among the mating player's unbroken series of checks, the mating check
    // included; else it has this result for the checkmated player (shatar: a draw).
    | 'checkmate' 'by' kinds+=name (',' kinds+=name)* 'alone' outcome=('draw' | 'win' | 'loss')   # checkmateByRule
    | 'checkmate' 'needs' 'check' 'by' kinds+=name (',' kinds+=name)* 'else' outcome=('draw' | 'win' | 'loss')   # checkmateNeedsRule
    | 'fifty-move' plies=INT                                          # fiftyRule
    // `repetition N` draws at the N-th occurrence of a position; `repetition N win|loss` gives
    // that result to the player to move then, as stalemate's does (Tori shogi: `win`, the player
    // who repeated loses); `for PLAYER`: to that player, whoever is to move (minishogi: `loss for
    // white`, Sente loses a repetition).
    | 'repetition' times=INT (outcome=('draw' | 'win' | 'loss') ('for' player=name)?)?   # repetitionRule
    // A repetition during which one player gave check with every move loses for that player
    // (xiangqi, shogi: Fairy-Stockfish's perpetualCheckIllegal); both giving check: as without it.
    | 'perpetual' 'check' 'loses'                                     # perpetualCheckRule
    | 'ply-limit' plies=INT                                           # plyLimitRule
    // A captured piece changes sides into the capturer's hand, a promoted one as the kind it
    // promoted from unless `as promoted` (crazyhouse; loop keeps the promoted kind).
    | 'captures' 'to' 'hand' (keep='as' 'promoted')?                  # capturesToHandRule
    // While the player to move holds pieces and some drop is legal, the move must be a drop.
    // `KIND, ... from hand`: only while it holds a piece of those kinds, and then the drop must be
    // of one of them (Fairy-Stockfish's mustDropType).
    | 'must' 'drop' (kinds+=name (',' kinds+=name)* 'from' 'hand')?   # mustDropRule
    // Gating (Seirawan): the first move of a piece standing in the zone may put a piece from
    // hand on the square it leaves (with castling: on the king's or the partner's square).
    | 'gate' 'from' 'hand' 'in' zone=name                             # gateRule
    // N-check: the player who gives check for the N-th time wins (3check); the position string
    // carries the checks given. `by KINDS`: only checks given by a piece of those kinds count.
    | 'win' 'by' checks=INT 'checks' ('by' checkers+=name (',' checkers+=name)*)?   # nCheckRule
    // A player who brings a piece of one of the kinds onto ZONE (its own view of it) wins
    // (king of the hill). `if safe`: only where no enemy piece attacks it there (dobutsu's lion).
    // `both may reach`: when the first player reaches it, the second may still reach its own
    // with the reply, which draws (racing kings).
    // `with N KIND`: N of the player's flag pieces must stand on the zone at once (kono: 7);
    // `or when full`: one is enough once no square of the zone is empty (kono).
    // `if safe or kept`: a flag piece that reaches it under attack still wins if it stands there
    // when its player is next to move (alapo: the other side gets one move to take it).
    // `if kept`: a flag piece wins only so, safe or not (jeson mor's centre).
    | 'reach' zone=name 'with' (count=INT)? kinds+=name (',' kinds+=name)* 'wins' (safe='if' 'safe' (kept='or' 'kept')? | onlyKept='if' 'kept')? (both='both' 'may' 'reach')? (full='or' 'when' 'full')?   # reachRule
    // A player who has lost every piece of one of the kinds, or with `all` every piece, has
    // this result: `loss` (extinction chess, horde) or `win` (antichess).
    // `below N`: the result comes once the player holds fewer than N pieces of one of the kinds
    // (three-kings chess: `extinction of king below 3 loss`).
    // `unless mutual`: not while the other player has none left either (antiatomic: a blast that
    // empties both sides is no extinction; the game goes on to the rules for a player without moves).
    | 'extinction' 'of' (all='all' | kinds+=name (',' kinds+=name)*) ('below' below=INT)? outcome=('win' | 'loss') (mutual='unless' 'mutual')?      # extinctionRule
    // A player left with its royal piece alone loses, unless it can bare the other's in reply
    // (shatranj); 'draw' ends the game drawn (shatar), 'win' makes the bare player win (losers).
    | 'bare' 'king' outcome=('loss' | 'draw' | 'win')                 # bareKingRule
    // A player who has just moved and has N of its pieces in an unbroken line along a file, a
    // rank or a diagonal has this result (tic-tac-toe, connect four: `line of 4 win`);
    // `straight`: along files and ranks only (nine holes).
    | 'line' 'of' length=INT (straight='straight')? outcome=('win' | 'loss')   # lineRule
    // A player who has just moved and fills an N by N square of the board with its pieces has
    // this result (teeko: `block of 2 win`, beside `line of 4 win`).
    | 'block' 'of' size=INT outcome=('win' | 'loss')                 # blockRule
    // A player who has just moved and has N of its pieces (of the kinds named) on one file, rank or
    // (unless `straight`) diagonal, anywhere along it, has this result (three musketeers:
    // `collinear 3 of musketeer straight loss`).
    | 'collinear' count=INT ('of' kinds+=name (',' kinds+=name)*)? (straight='straight')? outcome=('win' | 'loss')   # collinearRule
    // A player who has just moved and joins its view of the first zone to its view of the second
    // with a chain of its pieces, each a king's step from the last (`straight`: along files and
    // ranks only), has this result (gale: `connect west to east straight win`).
    | 'connect' from=name 'to' to=name (straight='straight')? outcome=('win' | 'loss')   # connectRule
    // A royal piece in check may not move, except to take the one piece that gives check
    // (makpong): the check must be blocked or its piece taken by another.
    | 'royal' 'may' 'not' 'flee' 'check'                              # royalStaysRule
    // Where a capture is possible, the move must be a capture (losing chess).
    | 'must' 'capture'                                                # mustCaptureRule
    // A move that gives check is not allowed (racing kings).
    | 'checks' 'forbidden'                                            # checksForbiddenRule
    // A drop that gives check is not allowed (Fairy-Stockfish's dropChecks = false: xiangqi house).
    | 'drop' 'checks' 'forbidden'                                     # dropChecksForbiddenRule
    // Nothing is royal: no check, no checkmate (losing chess, extinction chess).
    | 'no' 'check'                                                    # noCheckRule
    // A player with several royal pieces is in check only while all of them are attacked (spartan).
    | 'duple' 'check'                                                 # dupleCheckRule
    // A player with several royal pieces is in check while any of them is attacked, and no move
    // may leave one attacked (coregal: king and queens); a promotion may make a royal piece.
    | 'any' 'royal' 'attacked' 'is' 'check'                           # anyRoyalCheckRule
    // Pieces of these kinds are royal while their player has at most N of the kind on the board
    // (Fairy-Stockfish's extinctionPseudoRoyal): maharajah's amazon, two kings that are both royal.
    | 'royal' kinds+=name (',' kinds+=name)* 'while' 'at' 'most' atMost=INT  # royalWhileRule
    // A capture removes the capturer and every piece next to the capture square except pieces
    // of the listed kinds (atomic); royal pieces next to each other do not attack each other.
    | 'captures' 'explode' ('except' spared+=name (',' spared+=name)*)?   # explodeRule
    // A capture by a piece of these kinds turns the capturer to stone: a wall (written '*') on the
    // square it took on, which no piece may enter, pass or take (petrified; Fairy-Stockfish's
    // petrifyOnCaptureTypes).
    | 'captures' 'petrify' kinds+=name (',' kinds+=name)*            # petrifyRule
    // Pieces of these kinds never leave the board in an explosion, not even the capturer (atomar's kings).
    | 'explosions' 'spare' immune+=name (',' immune+=name)*          # blastImmuneRule
    // A player may pass instead of moving, when not in check (Janggi); with 'when stuck' only
    // when it has no legal move and a piece on the board (Ataxx, Othello-like games).
    | 'pass' (stuck='when' 'stuck')?                                  # passRule
    // Flipping (Fairy-Stockfish's flipEnclosedPieces): after a move, enemy pieces change sides.
    // `enclosed lines`: those enclosed in a line between the landing square and a piece of the
    // mover (Othello); `neighbours`: those next to the landing square (Ataxx); `unless lone
    // drop`: a drop flips only when a piece of the mover stands next to it (Quadwrangle).
    | 'flip' (enclosed='enclosed' 'lines' | neighbours='neighbours' (lone='unless' 'lone' 'drop')?)   # flipRule
    // The game is over once no square is empty (Othello, Ataxx).
    | 'full' 'board' 'ends'                                           # fullBoardRule
    // A game ended by stalemate, by passing or by a full board is won by the player with more
    // pieces on the board, drawn when both have as many (Othello's count); `fewest`: by the
    // player with fewer (suicide chess's stalemate).
    | count=('most' | 'fewest') 'pieces' 'wins'                       # mostPiecesRule
    // Royal pieces of two players facing each other on an open file or rank (Janggi's bikjang):
    // the next player must part them or pass (then even in check); facing again after that pass,
    // the game is over.
    // `bikjang draw|win|loss`: a game so ended has this result for the player to move, not the
    // stalemate's (janggitraditional: `bikjang draw`).
    | 'bikjang' (outcome=('draw' | 'win' | 'loss'))?                  # bikjangRule
    // A game a rule ends drawn (stalemate, repetition, the fifty-move rule, a ply limit, ...) is
    // won by this player instead (armageddon: `draw odds black`); a draw agreed is still a draw.
    | 'draw' 'odds' player=name                                       # drawOddsRule
    // Castling wins (castle chess, Fairy-Stockfish's castlingWins): a player whose king castles
    // onto one of these squares wins; a player who had such a castling and can no longer make
    // one (its king or the partner has moved or was taken) loses.
    | 'castling' 'to' squares+=squareName (',' squares+=squareName)* 'wins'   # castlingWinsRule
    // A player who castles takes from the other player the castlings to the same side, which may
    // then castle only to the opposite side (Fairy-Stockfish's oppositeCastling).
    | 'opposite' 'castling'                                           # oppositeCastlingRule
    // Walls: squares no piece may enter, pass or take (written '*' in a position string). After
    // each move the player moves the duck to another empty square (duck chess), the piece that
    // moved shoots an arrow to a square it could now move to (the game of the amazons), or a
    // wall goes on any empty square (isolation). `in ZONE`: only there.
    | place=('duck' | 'arrow' | 'wall') 'after' 'each' 'move' ('in' zone=name)?   # wallRule
    // The square a piece leaves becomes a wall (snailtrail, joust).
    | 'wall' 'on' 'square' 'left'                                     # trailRule
    // Instead of a move, a player may put a wall on an empty square at the board's edge or next
    // to a wall (atlantis). `in ZONE`: only there.
    | 'wall' 'at' 'edge' 'instead' 'of' 'move' ('in' zone=name)?       # edgeWallRule
    ;

// ---------------------------------------------------------------- hooks
// JavaScript hooks (see docs/hooks.md): bound to a piece kind or to the whole `game`; the event says
// when the engine calls it (`moves`: extra moves for the side to move; `filter`: may forbid
// generated moves; `after-move`: effects after a move). `moves no check`: the hook's moves never
// capture a royal piece, so the engine does not ask it for attacks. `when in ZONE` calls a
// piece hook only while the side to move has such a piece in the zone. The code is one
// JavaScript function expression, inline between {{ and }} or in a file next to the definition.
hookDecl
    : h='hook' id=name 'on' target=name event=name (noCheck='no' 'check')? ('when' 'in' when=name)? diceWhen? (code=JSBLOCK | 'file' path=STRING)
    ;

// ---------------------------------------------------------------- dice
// Games with dice: what each face lets move, what doubles change, and the turn's options.
diceDecl
    : d='dice' '{' diceItem* '}'
    ;

diceItem
    : 'count' n=INT 'sides' s=INT                                     # diceCountItem
    | 'face' f=INT ':' faceTarget                                     # faceItem
    | 'double' f=INT ':' faceTarget                                   # doubleFaceItem
    | 'reroll' reroll (',' reroll)*                                   # rerollItem
    | 'pass' 'scores' 'total'                                         # passItem
    | 'no-move' (forfeit='forfeit' | 'pass')                          # noMoveItem
    | 'confirm' 'royal-capture' (unless='unless' 'first' 'double')?    # confirmItem
    | 'castling' 'needs' (both='both-dice' | 'one-die')               # castlingDiceItem
    ;

// `any`: every piece kind; `move-only`: without capturing.
faceTarget
    : (any='any' | kinds+=name (',' kinds+=name)*) (moveOnly='move-only')?
    ;

// `one`: one die, once a turn; `both if double`: both dice, once a turn, when they show a
// double; `one-or-both`: once a turn, one die or both.
reroll
    : 'one' | 'both' (ifDouble='if' 'double')? | 'one-or-both'
    ;

// ---------------------------------------------------------------- scoring
scoringDecl
    : s='scoring' '{' scoringItem* '}'
    ;

scoringItem
    : 'win' number                                                    # winScore
    | 'draw' number                                                   # drawScore
    | 'capture' piece=name number                                     # captureScore
    | 'loser' (keeps='keeps' | 'loses') 'points'                      # loserScore
    | 'match' n=INT 'games'                                           # matchScore
    ;

// ---------------------------------------------------------------- notation
notationDecl
    : n='notation' '{' notationItem* '}'
    ;

notationItem
    : 'coordinates'                                                   # coordinatesNotation
    | 'pawn-moves' 'square-to-square'                                 # pawnSquaresNotation
    | 'promotion' 'in' 'parentheses'                                  # promoParensNotation
    ;

// ---------------------------------------------------------------- names
// What other tools call this variant: Fairy-Stockfish's UCI_Variant, lichess's PGN Variant tag
// (`names fairy-stockfish "atomic", lichess "Atomic"`). A child does not inherit them.
namesDecl
    : n='names' entries+=toolName (',' entries+=toolName)*
    ;

toolName
    : tool=name value=STRING
    ;

// ---------------------------------------------------------------- evaluation
// The weights of the computer player's evaluation, one a line: a weight's name (one or more
// words: `passed pawn`) and its value (`passed pawn 10`). A weight not named keeps its default;
// a child starts from its parent's weights.
// A kind's square table (`squares knight { middle -3 -1 ... end ... }`): centipawns added to its
// worth on each square, from the first player's side, the board's top row first; `middle` counts
// while the opponent keeps its pieces, `end` once they are gone. A child does not inherit them
// unless it says `squares inherited`: then its parent's tables count where it gives none.
evaluationDecl
    : e='evaluation' '{' (weightItem | squaresItem)* close='}'
    ;

weightItem
    : words+=name+ amount=signedInt
    ;

squaresItem
    : s='squares' kind=name '{' phaseTable* close='}'
    | s='squares' inherit='inherited'
    ;

phaseTable
    : phase=name numbers+=signedInt+
    ;

// ---------------------------------------------------------------- shared
squareName
    : name
    ;

// Keywords that may also serve as names.
name
    : ID
    | 'pawn' | 'royal' | 'letter' | 'value'
    | 'forward' | 'backward' | 'left' | 'right' | 'sideways' | 'exact' | 'check'
    | 'north' | 'south' | 'east' | 'west' | 'extra' | 'remove'
    | 'leap' | 'slide' | 'hop' | 'range' | 'optional' | 'compulsory' | 'advance'
    | 'draw' | 'win' | 'loss' | 'passable' | 'lame' | 'moves' | 'unused' | 'after'
    | 'count' | 'sides' | 'face' | 'any' | 'one' | 'both' | 'total' | 'first' | 'pass' | 'scores'
    | 'again' | 'path' | 'lost' | 'match' | 'games' | 'points' | 'immune' | 'capture' | 'only'
    | 'double' | 'confirm' | 'unmoved' | 'promotion' | 'coordinates'
    | 'turned' | 'colour' | 'facing' | 'else' | 'barred' | 'captures' | 'as' | 'promoted' | 'split' | 'colours' | 'must' | 'also' | 'inside' | 'per' | 'file' | 'no' | 'mate'
    | 'place' | 'by' | 'most' | 'on' | 'anywhere' | 'last' | 'attack' | 'stuck' | 'while' | 'perpetual' | 'loses'
    | 'checks' | 'reach' | 'wins' | 'may' | 'extinction' | 'of' | 'bare' | 'king' | 'forbidden' | 'duple' | 'inherited'
    | 'explode' | 'limit' | 'safe' | 'image'
    | 'not' | 'over' | 'taking' | 'bikjang' | 'block' | 'collinear' | 'connect' | 'kept' | 'odds' | 'flee'
    | 'checkmate' | 'below' | 'attacked' | 'is' | 'explosions' | 'spare' | 'names'
    | 'line' | 'straight' | 'never'
    | 'enclosing' | 'next' | 'own' | 'orthogonally' | 'enemy' | 'falling' | 'side' | 'filling' | 'endless'
    | 'flip' | 'enclosed' | 'lines' | 'neighbours' | 'unless' | 'lone' | 'full' | 'ends' | 'pieces'
    | 'turns' | 'every' | 'either' | 'up'
    | 'duck' | 'arrow' | 'wall' | 'each' | 'square' | 'edge' | 'instead' | 'alone' | 'evaluation'
    | 'fewest' | 'opposite' | 'petrify' | 'shuffle' | 'between' | 'squares'
    ;

signedInt
    : '-'? INT
    ;

number
    : INT ('.' INT)?
    ;

JSBLOCK         : '{{' .*? '}}' ;
STRING          : '"' (~["\\\r\n] | '\\' .)* '"' ;
INT             : [0-9]+ ;
ID              : [a-zA-Z_] [a-zA-Z0-9_]* ('-' [a-zA-Z0-9_]+)* ;
LINE_COMMENT    : ('#' | '//') ~[\r\n]* -> skip ;
BLOCK_COMMENT   : '/*' .*? '*/' -> skip ;
WS              : [ \t\r\n]+ -> skip ;
// Anything else is reported, never silently dropped.
UNEXPECTED_CHAR : . ;
