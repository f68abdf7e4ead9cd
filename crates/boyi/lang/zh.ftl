# 博弈（Boyi）的中文用语。每个键都与 en.ftl 一一对应，变量相同。

## 共用

verbatim = { $text }
no-explanation = 无说明。
why-generic = 通用引擎：从终局倒推，共搜索了 { $positions } 个局面；只要有一步能走到对手的必败态，这个局面就是必胜态{ $nimbers ->
        [1] ，其 SG 值是各后继局面 SG 值的 mex（最小未出现的非负整数）。
       *[0] 。
    }

## 尼姆博弈

move-take-from-heap = 从第 { $heap } 堆取 { $take } 个（{ $from } -> { $to }）
nim-table =
    { $count } 堆的二进制，最后一行是它们的 Nim 和（异或）：
    { $table }
    { $summary }
nim-zero = Nim 和为 0：任何一步只改变一堆，必使 Nim 和变为非 0，而对手总能再把它变回 0。先手必败（必败态）。
nim-nonzero = Nim 和为 { $sum }，不为 0，先手必胜（必胜态）：它的最高位是 2^{ $bit }；把含有这一位的一堆（第 { $heaps } 堆{ $more ->
        [0] {""}
       *[other] ，另有 { $more } 堆
    }）变成“该堆 异或 { $sum }”，Nim 和就变回 0。
misere-nim-empty = 反常尼姆（取走最后一个者输）：已经没有石子，先手无路可走，已经获胜（对手取走了最后一个）。
misere-nim-ones = 反常尼姆：每堆至多一个石子（共 { $ones } 堆只有 1 个），每步恰好取走一个，取走最后一个者输：1 个的堆数为{ $odd ->
        [1] 奇数
       *[0] 偶数
    }，先手{ $wins ->
        [1] 必胜
       *[0] 必败
    }。
misere-nim-one-big = 反常尼姆：恰好一堆有两个或更多石子，Nim 和（{ $sum }）不为 0，先手必胜：把这一堆取到 0 或 1，使剩下奇数个 1 堆（种子文本 004，定理 6）。
misere-nim-big = 反常尼姆：有 { $big } 堆不少于两个石子，按普通尼姆来下：Nim 和为 { $sum }，先手{ $wins ->
        [1] 必胜
       *[0] 必败
    }（种子文本 004，定理 5-7：两堆以上大堆且 Nim 和为 0 的局面，一步走不到全是小堆的局面）。


## Moore 的 Nim_k

move-nim-k = { $takes }
nim-k-table =
    Moore 的 Nim_k（k = { $k }，每步从 1 到 { $k } 堆中取）：各堆的二进制，最后一行是每一列 1 的个数除以 { $modulus } 的余数：
    { $table }
    { $summary }
nim-k-zero = 每一列 1 的个数都是 { $modulus } 的倍数。一步至多从 { $k } 堆中取，它改变的最高一列会少 1 到 { $k } 个 1，不再是倍数；对手总能让每一列重新成为倍数（Moore 1910）。先手必败。
nim-k-nonzero = 第 2^{ $bit } 列有 { $ones } 个 1，不是 { $modulus } 的倍数，所以先手必胜（Moore 1910）：从 { $drop } 个含有这一位的堆中取（需要时也从别的堆取），使每一列 1 的个数都是 { $modulus } 的倍数。
nim-k-misere = 反常 Nim_k（取走最后一个者输）：有一堆至少两个，所以胜负与正常规则相同；若取完后只剩每堆至多一个，要剩下“{ $modulus } 的倍数加 1”堆（Moore 1910）。
    { $normal }
nim-k-misere-ones = 反常 Nim_k（取走最后一个者输）：每堆至多一个（{ $ones } 堆各一个），每步取 1 到 { $k } 堆；一枚的堆数是“{ $modulus } 的倍数加 1”时先手必败（Moore 1910），这里{ $wins ->
        [1] 不是，先手必胜。
       *[0] 正是，先手必败。
    }
nim-k-count = { $more ->
        [0] 共 { $count } 种必胜走法。
       *[other] 列出前 { $count } 种必胜走法（取的堆数少的在前），还有更多。
    }

## 各类游戏的规则（boyi games）

rules-subtraction = 一堆石子；每步取走集合 S 中的某个数目（取球博弈：S = 1,3,7,8，取走最后一个者输）。
rules-bash = 巴什博弈：一堆石子；每步取 1 到 M 个。
title-nim = 尼姆博弈
title-bash = 巴什博弈
title-subtraction = 减法博弈（取球博弈）
title-wythoff = 威佐夫博弈
title-staircase = 阶梯博弈（高僧斗法）
title-lol = 填字母游戏
title-matches = 火柴游戏
title-connect4 = 四子棋
title-octal = 取走并分堆（八进制）博弈
title-grundy = 格伦迪博弈（分堆）
title-coins = 翻硬币游戏
title-corners = 翻角游戏
title-cram = 骨牌填格（Cram）
title-domineering = 多米诺（Domineering）
title-clobber = 吃子棋（Clobber）
title-hackenbush = 砍树游戏（Hackenbush）
title-toads = 蛙跳（蟾蜍与青蛙）
title-fibonacci = 斐波那契博弈
title-geography = 二分图博弈（无向点地理游戏）
title-green = 树上删边与无向图删边（绿色 Hackenbush）
title-chomp = 毒饼干（Chomp）
rules-nim = 尼姆博弈：若干堆石子；每步从某一堆取走任意多个。
rules-wythoff = 威佐夫博弈：两堆石子；每步从一堆取任意多个，或从两堆取同样多个。
rules-staircase = 高僧斗法（阶梯博弈）：和尚站在台阶 P1 < … < Pk 上；每步让一个和尚向上走，不能走到或越过上面的和尚（最上面的和尚站在最高一级）。
rules-octal = 八进制游戏：若干堆；每步从一堆取走若干个，并按代码把剩下的分成 0、1、2（或 3）堆（0.77 是 Kayles，0.137 是 Dawson 象棋，4!.0 是 Grundy 游戏）。
rules-grundy = Grundy 游戏：若干堆；每步把一堆分成大小不等的两堆（代码 4!.0）。
rules-coins = 翻硬币：一排硬币（H 正面，T 反面）；每步按规则翻若干枚，最右边那枚必须从正面翻到反面（turtles、mock、twins、ruler、N 或 A-B 枚）。
rules-corners = 翻角：一盘硬币（H 正面，T 反面）；每步翻转一个矩形的四个角，远角必须是正面（用 Nim 乘法求值，即 Tartan 定理）。
rules-cram = 填骨牌（Cram）：棋盘上的空格；每步把一张多米诺骨牌放在两个相邻的空格上，横竖均可；无处可放者负。
rules-lol = 填字母游戏：一排格子；每步在一个空格写 L 或 O；谁先连成 LOL 谁赢，填满仍无 LOL 为平局。
rules-matches = 火柴游戏：在空格放一根火柴，与同方向的火柴之间若只有空格则不能同在一行（列）；无处可放者输。
rules-connect4 = 四子棋：把棋子投入未满的一列；先连成四子（横、竖或斜）者胜；棋盘下满为平局。
rules-fibonacci = 斐波那契博弈：一堆石子；先手第一次取 1 到 N-1 个，此后每次取 1 到上一次对手所取数量的 K 倍（K = 2 即斐波那契博弈；一般的 K 即 K倍动态减法）；取走最后一个者胜。
rules-geography = 二分图博弈：图的某个顶点上有一枚棋子；每步沿一条边把它移到一个没有到过的顶点（起点算作到过）；无法移动者输。
rules-green = 一幅立在地面上的图：每步剪断一条边，与地面不再相连的部分随之掉落；无边可剪者输。
rules-chomp = 毒饼干：一块按行排列的饼干，第 1 行第 1 列有毒；每步吃掉一格以及它右下方的所有格子；被迫吃毒饼干的人输。

## 巴什博弈与取球博弈

lines = { $lines }
move-take = 取 { $take } 个（{ $from } -> { $to }）
bash-normal = 巴什博弈，每次取 1..{ $max } 个：{ $n } = { $quotient }·{ $m } + { $rest }。{ $m } 的倍数是必败态：先手取 k 个，后手就取 { $m }-k 个。{ $wins ->
        [1] 先手必胜：取 { $rest } 个，留下 { $m } 的倍数。
       *[0] 先手必败。
    }
bash-misere-empty = 反常巴什博弈：已经没有石子，先手已经获胜（对手取走了最后一个）。
bash-misere = 反常巴什博弈，每次取 1..{ $max } 个：n ≡ 1 (mod { $m }) 的堆是必败态，先手终将被迫取走最后一个。{ $n } ≡ { $rest } (mod { $m })。{ $wins ->
        [1] 先手必胜：取 { $take } 个，留下 { $to } 个。
       *[0] 先手必败。
    }
subtraction-normal = 取球博弈（减法游戏）S = {"{"}{ $set }{"}"}：一堆的 SG 值是它一步能到达的各堆 SG 值的 mex；{ $n } 个的堆 SG 值为 { $nimber }。
subtraction-misere = 取球博弈 S = {"{"}{ $set }{"}"}，反常规则（取走最后一个者输）：无路可走的一方获胜；{ $n } 个的堆对先手是{ $wins ->
        [1] 必胜态
       *[0] 必败态
    }。
subtraction-period = 从第 { $preperiod } 堆起，数值以周期 { $period } 重复。证明：m 与 m+{ $period } 处的值连续 { $window } 个 m 都相同，而每个值只取决于它前面的 { $window } 个值，所以相同会一直延续下去。
subtraction-reduced = 所以 { $n } 个的堆与 { $m } 个的堆数值相同（越过前周期后 { $n } ≡ { $m } mod { $period }）。
subtraction-winning = 必胜走法：走到对手必败的堆：{ $heaps }。

## 威佐夫博弈

move-take-both = 两堆各取 { $take } 个（{ $a } -> { $a-to }，{ $b } -> { $b-to }）
wythoff = 威佐夫博弈：必败态（奇异局势）是 (⌊kφ⌋, ⌊kφ⌋+k)，其中 ⌊kφ⌋ = (k + ⌊√(5k²)⌋)/2 用整数精确计算。两堆之差 k = { $k }，差为 k 的必败态是 ({ $ak }, { $bk })；{ $lose ->
        [1] 正是当前局面，所以先手必败：任何一步都会改变差或改变某一堆，走到的都不是必败态。
       *[0] ({ $small }, { $large }) 不是它，所以先手必胜，走到一个必败态即可：{ $small } 配 { $small-partner }，{ $large } 配 { $large-partner }，两堆同取则差仍为 { $k }。
    }
fibonacci-empty = 已经没有石子：先手无法行动，必败。
fibonacci-ladder = { $fibonacci ->
        [1] 斐波那契博弈（Whinihan 1963）：必败的石子数是斐波那契数 { $terms }，…；{ $n } = { $sum } 是它的齐肯多夫（Zeckendorf）分解（互不相邻的斐波那契数之和）。
       *[0] K倍动态减法，K = { $k }：必败的石子数是 a₀ = 1，a_(i+1) = a_i + a_j，其中 a_j 是满足 { $k }·a_j ≥ a_i 的最小项（Schwenk 1970；曹钦翔 2007）：{ $terms }，…；{ $n } = { $sum }，每一项都大于下一项的 { $k } 倍。
    }当这一步最多能取的数量小于分解中最小的一项时，先手必败。
fibonacci-wins = 这一步最多能取 { $m } 个，分解中最小的一项是 { $smallest }，所以先手必胜：取 { $take } 个，剩下 { $left }{ $next ->
        [0] {""}，取走了最后一个。
       *[other] {""}，它的最小项 { $next } 大于对手这一步最多能取的 { $limit } = { $k }·{ $take }；无论对手取多少，再取新的最小项即可。
    }{ $others ->
        [0] {""}
       *[other] {""}另有 { $others } 步也能获胜。
    }
fibonacci-loses = 这一步最多能取 { $m } 个，而分解中最小的一项是 { $smallest }：取 t < { $smallest } 个之后，剩下的数的最小项不超过 { $k }·t，对手正好可以取走它。先手必败。
move-geography = { $from } -> { $to }
move-geography-place = 把棋子放在 { $to }
geography-theorem = 无向点地理游戏（二分图博弈；Fraenkel、Scheinerman、Ullman 1993）：当且仅当在尚未到过的顶点（含棋子所在顶点）上，每个最大匹配都覆盖棋子所在顶点时，先手必胜。
geography-wins = 最大匹配有 { $size } 条边，且每个最大匹配都覆盖 { $at }，所以先手必胜：沿匹配边走到 { $mate }，之后每次都沿匹配边应对，对手永远走不出匹配。
geography-loses = 有一个 { $size } 条边的最大匹配不覆盖 { $at }，所以先手必败：棋子走到的任何顶点都是匹配点，对手沿它的匹配边走即可。
geography-place = 还没有放棋子：第一步放下棋子。图有 { $vertices } 个顶点，最大匹配有 { $size } 条边；从某个最大匹配不覆盖的顶点出发先走的一方必败（Fraenkel、Scheinerman、Ullman 1993），{ $exposed ->
        [0] 没有这样的顶点：每个最大匹配都覆盖所有顶点，所以棋子无论放在哪里，对手都获胜。
       *[other] 这样的顶点有 { $exposed } 个：把棋子放在其中任何一个上即可获胜。
    }
geography-directed = 有向的点地理游戏没有这样的定理：由对从此处出发的所有走法的普通搜索得出。
move-green = 剪断{ $edge }
green-edge = 第 { $edge } 条边（{ $from }–{ $to }）
green-principles = 绿色 Hackenbush（《稳操胜券》第 7 章）：由融合原理，每个环上的顶点可以并成一个，环上的边变成自环，每个自环值 *1；由冒号原理，一条边连同它上面的分支相当于一根比分支的值长 1 的竹竿，一个顶点的值是立在它上面各部分的值的异或。
green-empty = 没有边立着：先手无边可剪，必败。
green-tree = 没有环：这幅图是立在地面上的树，仅由冒号原理求值。
green-fused = 有 { $parts } 个含环的部分各自并成一个顶点，其中 { $loops } 条边变成自环：
green-part = { "  " }在 { $at }：{ $vertices ->
    [one] 一个顶点
   *[other] { $vertices } 个顶点并成一个
}，带 { $loops } 个自环（*{ $worth }），其上立着 *{ $above }：值 *{ $value }
green-more = { "  " }另有 { $more } 个
green-ground = 地面顶点 { $ground } 上：{ $parts } 个部分，合起来值 *{ $value }{ $parts ->
    [0] 。
   *[other] ：
}
green-cycle-part = { "  " }{ $loops ->
    [one] 一个自环：*1
   *[other] 在此并成的含环部分（{ $loops } 个自环）：*{ $value }
}
green-branch = { "  " }{ $edge }，其上分支值 *{ $above }：相当于一根 *{ $value } 的竹竿
move-chomp = 吃第 { $row } 行第 { $column } 列
chomp-box = 毒饼干（Gale 1974）没有公式：Boyi 计算了 { $rows } × { $columns } 范围内的所有杨图（{ $count } 个，按边界路径编号），一个局面必胜当且仅当某一口之后留下必败局面。只剩毒饼干时先手必败：吃它的人输。
chomp-two-rows = 至多两行的毒饼干有通项：两行长 a ≥ b 时，先手必败当且仅当 a = b + 1（只剩毒饼干即 1 和 0）。这里 a = { $first }，b = { $second }：其他形状都能一口咬成这种形状，而这种形状咬一口后都不再是它。
chomp-stealing = 完整的矩形是先手必胜，由策略偷取论证（Gale 1974）：如果吃掉右下角那一格是必败的，对手的必胜应对留下的局面先手本可以一步直接留下，因为每一口都会吃掉那一格。
compound-and = { $a }；{ $b }
compound-row = {"  "}{ $component }：{ $outcome }{ $number }
guess-equal = a = b：当且仅当两个坐标相等时先手必败（等价于 a xor b = 0）
guess-sum = a + b ≡ { $r } (mod { $k })：当且仅当此时先手必败
guess-difference = |a − b| ≡ { $r } (mod { $k })：当且仅当此时先手必败
guess-parity = a 为{ $a ->
        [0] 偶数
       *[1] 奇数
    }，b 为{ $b ->
        [0] 偶数
       *[1] 奇数
    }：当且仅当此时先手必败
guess-beatty = 数对 (⌊nα⌋, ⌊nα⌋ + n)（两个坐标可交换），α 在 { $low } 与 { $high } 之间（威佐夫博弈的 α = φ ≈ 1.618034）：当且仅当此时先手必败
guess-found = 对 ({ $to }, { $to }) 以内每个局面都成立的规律（只是猜想，不是证明）：
guess-none = 规律库中（a = b，和与差模 2 到 12，奇偶性，数对 (⌊nα⌋, ⌊nα⌋ + n)）没有对 ({ $to }, { $to }) 以内每个局面都成立的规律。
table-grid = { $game }：局面 (a, b)，a、b 从 0 到 { $to }（第 a 行第 b 列；{ $nimbers ->
        [1] SG 值
       *[0] P 表示先手必败，N 表示先手必胜
    }）
compound-selective =
    选择复合（Winning Ways 第 9 章）：每步在任意非空的一组分量中各走一步，所以当且仅当每个分量都是必败态时先手必败；各分量的结果：
    { $table }
    { $wins ->
        [1] 有必胜的分量：在每个必胜分量中走到必败态，必败分量不动。
       *[0] 每个分量都是必败态：先手在哪些分量中走，对手就在同样的分量中应对。
    }
compound-conjunctive =
    合取复合（Winning Ways 第 9 章）：每步在每个分量中各走一步，某个分量无法走时游戏结束；复合游戏的剩余步数是各分量剩余步数的最小值（Steinhaus），当且仅当它为奇数时先手必胜。各分量的结果和剩余步数：
    { $table }
    { $wins ->
        [1] 最小值为奇数：在每个分量中走到剩余步数少一的后继（必胜处最快取胜，必败处最慢落败）。
       *[0] 最小值为偶数：先手必败。
    }
compound-every =
    Every-SG（贾志豪 2009；Smith 的 step 值）：每一回合，玩家要在每个还能走的分量中各走一步。分量的 step 值：无法走时为 0；先手必胜时为走到必败后继的 step 最大值加一；先手必败时为后继 step 最小值加一。当且仅当各分量 step 的最大值为奇数时先手必胜。各分量的结果和 step 值：
    { $table }
    { $wins ->
        [1] 最大值为奇数：在每个分量中走到 step 少一的后继。
       *[0] 最大值为偶数：先手必败。
    }
misere-sj =
    反常和（Anti-SG）：每步在一个分量中走一步，无法行动者获胜。SJ 定理（贾志豪 2009）：先手必胜当且仅当各分量 SG 值的异或和不为 0 且有某个分量的 SG 值大于 1，或异或和为 0 且没有分量的 SG 值大于 1。定理的条件成立：每个分量中 SG 值为 0 的局面，要么无法行动，要么能走到 SG 值为 1 的局面（已在各分量能到达的全部 { $positions } 个局面上检验）。各分量的 SG 值（正常规则）：
    { $table }
    {"  "}异或和：{ $sum }；SG 值大于 1 的分量：{ $big } 个
    { $case ->
        [nim] 异或和不为 0，且有两个以上分量的 SG 值大于 1：先手按 Nim 的方法走到异或和为 0，仍留下大于 1 的分量，必胜。
        [one-big] 异或和不为 0，且恰有一个分量的 SG 值大于 1：先手把它走到 0 或 1，使 SG 值为 1 的分量有奇数个，必胜。
        [ended] 所有分量都无法行动：先手无法行动，已经获胜。
        [one] 异或和为 0，且没有分量的 SG 值大于 1：先手把一个 SG 值为 1 的分量走到 0，留下奇数个 1，必胜。
        [zero] 所有分量的 SG 值都是 0：先手把一个还能走的分量走到 SG 值 1（条件保证可以），必胜。
        [odd-ones] 异或和不为 0，但没有分量的 SG 值大于 1：有奇数个 1。任何一步要么留下偶数个 1 且没有大于 1 的，要么恰好造出一个大于 1 的分量且异或和不为 0；先手必败。
       *[two-big] 异或和为 0，大于 1 的 SG 值互相抵消：任何一步都使异或和不为 0，且仍有分量的 SG 值大于 1；先手必败。
    }
misere-nim-sum = 若干 Nim 局面的反常和：合起来就是 { $heaps } 堆的反 Nim（Bouton 1902），无法行动者获胜。先手必胜当且仅当有某堆多于一个且异或和不为 0，或没有这样的堆且异或和为 0（一个的堆有偶数个）。这里异或和为 { $sum }，多于一个的堆有 { $big } 堆，所以先手{ $wins ->
        [1] 必胜：在还留有两个以上的堆时走到异或和为 0，否则留下奇数个一个的堆。
       *[0] 必败。
    }
misere-sj-breach = 第 { $index } 个分量中，{ $position } 的 SG 值为 0 且能行动，却走不到 SG 值为 1 的局面
misere-searched =
    反常和（Anti-SG）：每步在一个分量中走一步，无法行动者获胜。SJ 定理（贾志豪 2009）不适用：{ $breach }，条件不成立。改为直接搜索这个和（{ $positions } 个局面）。
compound-searched = { $compound } 复合由直接搜索其乘积（各分量局面的所有组合，共 { $positions } 个）决定：从终局倒推分析，能识别平局（无限循环）。原因：{ $why }。
compound-listed = 共有 { $count } 步能达到这个结果；只列出前 { $listed } 步。
compound-reason-cycle = 第 { $index } 个分量中，局面 { $position } 可以回到自身
compound-reason-scored = 第 { $index } 个分量中，局面 { $position } 结束时轮到的一方为{ $outcome }
compound-reason-normal = 第 { $index } 个分量不按正常规则进行
compound-reason-asked = 要求了直接搜索（`--engine generic`、`--engine both` 或 `--all-moves`）
place-compound-component = 在 { $compound } 复合的第 { $index } 个分量（{ $component }）中

## 高僧斗法（阶梯博弈）与游戏的和

move-monk = 把第 { $from } 级台阶上的和尚移到第 { $to } 级
staircase = 高僧斗法（阶梯尼姆）：从下往上把和尚两两配对，每对之间的空台阶数就是一堆 Nim 石子（拉大某对间距的走法，可以被上面的和尚跟着走回来抵消）。各对及间距：{ $pairs ->
        [0] 无
       *[other] { $gaps }
    }。它们的 Nim 和（异或）为 { $sum }，所以先手{ $wins ->
        [1] 必胜
       *[0] 必败
    }。
move-in-component = 在第 { $index } 个子游戏（{ $component }）中：{ $move }
sum =
    SG 定理：若干个公平游戏的和，其 SG 值是各子游戏 SG 值的异或（Nim 和）。各子游戏的 SG 值（十进制与二进制）：
    { $table }
    {"  "}异或和：{ $sum } = { $bits }
    { $sum ->
        [0] 异或和为 0：先手必败。
       *[other] 异或和为 { $sum }：先手必胜，在某个 SG 值为 g 的子游戏中走到 SG 值为 g 异或 { $sum } 的局面即可（g 含有 { $sum } 的最高位时一定能走到，有时也可经由更大的 SG 值在别处走到）。
    }

## 翻角游戏与火柴游戏

move-corners = 翻转第 { $rows } 行、第 { $columns } 列这个矩形的四个角
corners = 翻角游戏是两个“双子”翻硬币游戏（Twins：每步恰翻两枚硬币，SG 值 g(n) = n，从 0 起）的乘积，由 Tartan 定理，(x, y)（行、列都从 0 数起）处的正面值为 Nim 积 x ⊗ y，整盘的值是各正面值的异或。{ $count ->
        [0] 没有正面
       *[other] { $heads }
    }。Nim 和为 { $sum }。
matches = 公平游戏，正常规则（无法落子者输）：共有 { $placements } 个合法位置。空格分成 { $components } 个互不影响的部分（格子之间只通过没有火柴的一段行或列相互影响），各部分的 SG 值为 { $components ->
        [0] 无
       *[other] { $nimbers }
    }；它们的异或为 { $sum }，所以先手{ $sum ->
        [0] 必败
       *[other] 必胜
    }。共求值 { $valued } 个部分，经翻转或转置（转置会交换火柴的方向）相同的棋盘只算一次。

## 取走-分裂游戏（八进制游戏）

move-take-and-break = { $take ->
        [0] 把第 { $heap } 堆（{ $size }）分成 { $left }
       *[other] 从第 { $heap } 堆（{ $size }）取 { $take } 个，{ $count ->
            [0] 不留下石子
            [1] 留下 { $left }
           *[other] 留下 { $left } 几堆
        }
    }
octal =
    取走-分裂游戏 { $code }：一堆的 SG 值是一步后所留局面（各堆 SG 值的异或）的 SG 值的 mex，整个局面的 SG 值是各堆 SG 值的异或（SG 定理）。
    { $table }
    {"  "}异或和：{ $sum }
octal-period = { $shift ->
        [0] { $code } 的 SG 值从第 { $preperiod } 堆起以周期 { $period } 重复。
       *[other] { $code } 的 SG 值是算术周期的：从第 { $preperiod } 堆起 g(n + { $period }) = g(n) + { $shift }。
    }{ $proof }
octal-saltus-proof = 对堆的大小归纳证明（games::octal::saltus 中的算术周期检验）：算出的 { $computed } 个值从第 { $preperiod } 堆起满足 g(n + { $period }) = g(n) + { $shift }；对 { $from } 到 { $to } 的每个 n，留下一堆的走法都达不到 n 的值，分成几堆的走法（不超过各部分之和）也达不到，而每个更小的值都由一个从 n 延续到 n + { $step } 的走法取得；所以 g(n + { $period }) = g(n) + { $shift } 永远成立。
octal-period-proof = 由{ $parts ->
        [2] 八进制游戏的周期定理（Guy 与 Smith，1956）
       *[other] 取走-分裂游戏的周期定理（Guy 与 Smith，1956；他们对至多留下 { $parts } 堆的走法的论证）
    }证明：n 与 n+{ $period } 处的值对 { $preperiod } 到 { $last } − 1 的每个 n 都相同（算出 { $computed } 个值，需要 { $needed } 个），所以永远相同。
octal-too-many-moves = 必胜走法没有列出：这些堆的走法太多。
octal-repeating-identity = 对所有这类代码都已证明（games::octal::repeating）：不取子就不能分堆，且每次取子都可以留下零堆或一堆，所以 g(n) = n：留下一堆的走法能到达每个更小的值，而留下的各堆总数小于 n，其异或不超过其和。
octal-repeating-lasker = 拉斯克尼姆（Lasker 1931；Winning Ways 第 4 章），按堆大小的最后两位二进制归纳证明：g(4k+1) = 4k+1，g(4k+2) = 4k+2，g(4k+3) = 4k+4，g(4k+4) = 4k+3。
octal-repeating-three-split = 任取若干个，或把一堆分成三堆（HDU 5795），按堆大小及其最后三位二进制归纳证明（证明写在代码旁）：g(8k+1) … g(8k+6) 等于自身，g(8k+7) = 8k+8，g(8k+8) = 8k+7。
octal-repeating-computed = { $code } 没有已证明的公式：它的值用 mex 逐堆计算（每步可取任意多个，周期性定理不适用）。
octal-repeating-splits-unlisted = 只列出了留下一堆或零堆的必胜走法；分堆的必胜走法没有列出（走法太多）。
octal-repeating-misere = 反常规则（最后行动者输），由对从此局面可达的全部局面的普通搜索得出。
octal-misere-search = 反常规则（最后走的一方输），这个答案来自对从此局面可达的全部局面的直接搜索（超过 { $limit } 个局面时拒绝），而不是反常商：{ $why }。
octal-misere-quotient-stuck = 反常商在堆 { $heap } 之前停止增长：{ $why }
octal-misere-quotient-far = 反常商没有算到堆 { $heap }
quotient-why-time = 用时超过了一次请求允许的 { $seconds } 秒（boyi quotient CODE --seconds S 可以算得更远）
quotient-why-large = 候选商将有 { $elements } 个或更多元素
quotient-why-search = 验证候选商查看了超过 { $positions } 个局面
quotient-why-unrepaired = 候选商的修补都没能改正它最小的失败局面
octal-misere-quotient =
    反常规则（最后走的一方输），由 { $game } 的反常商回答（Plambeck 与 Siegel）：Q = { $monoid }，|Q| = { $order }，P = {"{"}{ $p }{"}"}；{ $reach }。每个堆"假装"成 Q 的一个元素（Φ），一个和对应其各堆元素之积；一个和是 P 局面（轮到走的一方输）当且仅当这个积属于 P。
    { $table }
    {"  "}积：{ $product }，{ $in ->
        [1] 属于 P：轮到走的一方输
       *[other] 不属于 P：轮到走的一方走到积属于 P 的和即可获胜
    }
octal-misere-quotient-whole = Φ 已证明是周期的（从堆 { $preperiod } 起周期为 { $period }），所以这是所有和的商
octal-misere-quotient-partial = 这是堆大小至多 { $heap } 的所有和的商，对此局面及其所能到达的每个局面都精确

## 有环的博弈图

move-token = 把 { $from } 上的棋子移到 { $to }
graph-tokens =
    Smith 推广的 SG 值（∞(K) 表示从该顶点出发可以无限走下去，K 是一步可达的有限值）：
    { $table }
    全为有限值且异或为 0：先手必败；全为有限值且异或非 0：先手必胜；恰有一个 ∞(K)：其余的异或和在 K 中则先手必胜，否则和棋；两个以上 ∞：和棋。{ $draw ->
        [1] 列出的走法保持和棋。
       *[0] {""}
    }
graph-retrograde = 从没有出边的顶点倒推（种子文本 003）：有一步能到必败态的顶点是必胜态，每一步都到必胜态的顶点是必败态，其余为和棋（平局，无限循环）。
graph-stuck = { $vertex } 无路可走：先手必败。
graph-lose = 从 { $vertex } 出发的每一步（共 { $degree } 步）都走到对手必胜的顶点；输的一方最多能拖 { $remoteness } 步。
graph-win = 从 { $vertex } 有一步能走到对手必败的顶点；双方都走最优时 { $remoteness } 步结束。
graph-draw = 从 { $vertex } 出发双方都无法强制取胜：没有一步能走到必败的顶点，而离开环路会把胜利拱手让给对手，所以棋局无限进行下去（和棋）。

## 填字母游戏

lol-over = 这一行已经有 LOL：对手刚刚获胜。
lol-immediate = 有一步能立即连成 LOL（还剩 1 步）；列出的其他走法赢得慢一些。
lol-safe-play = 没有一步能连成 LOL，双方只要还能就走“安全”的一步（走完不给对方留下能连成 LOL 的机会）；现在有 { $safe } 种安全走法。每一步安全走法填一格，而安全走法只会卡在两个 L 之间的两个空格（L**L）上，所以有 { $empties } 个空格时，最后一步安全走法由{ $mover-last ->
        [1] 先手
       *[0] 对手
    }走出。称这一方为“造局者”（Maker）：只要出现一个被困住的 L**L（它会一直留到最后），造局者就赢；填满整行则为平局。在每个 L 和每个 OO 处切开，这一行分成 { $parts } 个互不影响的部分；造局者在其中 { $maker-parts } 个部分先走时能造出陷阱{ $strong ->
        [1] ，而且对手先在那里走也能造出
        [0] ，但对手先在那里走时不能
       *[2] {""}
    }。由互不相交部分的 Maker-Breaker 规则：造局者先走只需一个这样的部分；破局者（Breaker）先走时，遇到两个这样的部分，或一个破局者先走也挡不住的部分，就会输。
lol-connector-rule = 仅靠已证明的事实搜索在这里耗时太长，所以两个空格之间只有一个 O 的部分用“连接规则”求值（docs/lol-theory.md，事实 9）；它在不超过 33 格的每个部分上都与那种搜索核对过，但没有证明。
lol-win = 列出的走法让对手陷入必败态。
lol-tie = 双方都不能强制取胜；列出的走法保持平局（填满整行）。
lol-lose = 每一步安全走法都让对手必胜；安全走法走完后，写任何字母都会让对手连成 LOL。

## 翻硬币游戏

move-turn-coins = { $count ->
        [0] 什么也不翻
       *[other] 翻第 { $coins } 枚硬币
    }
coins = 翻硬币游戏（{ $rule }）：翻一枚硬币相当于切换它所在的部分，所以整排的值是各正面硬币值的异或；位置 n 上单独一枚正面的值，是一步可同时翻动的其他硬币的异或值的 mex。正面：{ $count ->
        [0] 无
       *[other] { $heads }
    }。Nim 和为 { $sum }。{ $unlisted ->
        [1] 必胜走法没有列出：这一排的走法太多。
       *[0] {""}
    }

## 规则文件与剩余步数

rules-file = 规则文件 { $file }：可达 { $positions } 个局面，每个局面调用一次脚本得到。从终局倒推：有一步能到对手必败态的局面是必胜态，每一步都到必胜态的局面是必败态{ $misere ->
        [1] （反常规则：无路可走的一方获胜）
       *[0] {""}
    }，双方都不能强制结束的局面是和棋。{ $nimbers ->
        [1] SG 值：各后继局面 SG 值的 mex（可以无限进行的地方用 Smith 推广的 SG 值）。
       *[0] {""}
    }
remoteness-by-search = 剩余步数：由对从此局面可达的全部局面的搜索得到。

## 数值表

move-to = 走到 { $position }
column-nimber = SG 值
column-misere-grundy = 反常 SG 值
note-misere-grundy = 反常 SG 值：无路可走的局面值为 1；值为 0 的局面先手必败，其余先手必胜。
note-wythoff-pairs = a_k 是前面各对中没有出现过的最小数，b_k = a_k + k；等价地 a_k = floor(k·φ)。
note-fibonacci-table = 起始局面（第一次可取 1 到 N-1 个），由定理（Schwenk 1970）：先手必败当且仅当 N = 0 或 N 是 K = { $k } 的必败数（K = 2 时即斐波那契数）。
subtraction-period-proof = 已证明：m 与 m+{ $period } 处的值连续 { $window } 个 m 都相同，而每个值只取决于它前面的 { $window } 个值。

## 错误

# 读者在哪里提问（$surface：cli、web 或 python），决定怎样提高内存预算或时间；网页上由服务器设定。
raise-memory = { $surface ->
    [web] 内存预算由服务器设定
    [python] 用 memory= 设定内存预算
   *[cli] 用 --memory 设定内存预算
}
raise-time = { $surface ->
    [web] 请求可运行的时间由服务器设定
    [python] 用 time= 可以给它更长时间
   *[cli] 用 --time 可以给它更长时间
}

error-within = { $place }：{ $error }
error-cycle = 这个游戏有环；无环引擎不能求解
error-out-of-memory = 搜索了 { $positions } 个局面后内存用尽；通用引擎在此停止（{ raise-memory }）
error-too-many-positions = 这个游戏的局面超过 { $positions } 个；通用引擎在此停止
place-argument = 第 { $n } 个值
place-option = 选项 { $name }
place-text = 第 { $line } 行第 { $column } 列
place-end = 输入末尾
error-parse-at = { $message }（位置：{ $at }）
error-parse = { $message }：“{ $token }”（位置：{ $at }）
place-sum-component = 在第 { $index } 个子游戏（{ $component }）中

## 命令行

error-prefix = boyi：错误：
error-io = 无法读写：{ $error }
error-json = 无法写出 JSON：{ $error }
error-unknown-language = --lang 的语言“{ $code }”未知：博弈只会说 en（English）和 zh（中文）
games-partizan =
    非对称博弈（左右两方走法不同），以标准形式求值；另有 boyi value 表达式：
games-example = 例如 boyi solve { $example }
games-forms =
    由其他游戏组成的游戏与计算，由 solve 回答（网页与 Python 亦可）：
games-more =
    自己的游戏：boyi solve --rules 文件 局面（规则文件见 examples/rules/）。

## 解答（boyi solve）

outcome-win = 必胜
outcome-lose = 必败
outcome-tie = 平局
outcome-draw = 和棋
verdict-win = 结果：先手必胜（必胜态，N 态）
verdict-lose = 结果：先手必败，后手必胜（必败态，P 态）
verdict-tie = 结果：平局，双方都不能强制取胜
verdict-draw = 结果：和棋，棋局无限进行下去
line-nimber = SG 值：{ $nimber }
line-remoteness = 剩余步数：双方都走最优时还有 { $moves } 步结束
line-remoteness-unknown = 剩余步数：这个局面没有计算
title-winning-moves = 必胜走法：{ $none ->
        [1] 无
       *[0] {""}
    }
title-tying-moves = 保持平局的走法：{ $none ->
        [1] 无
       *[0] {""}
    }
title-drawing-moves = 保持和棋的走法：{ $none ->
        [1] 无
       *[0] {""}
    }
title-every-move = 全部走法，好的在前（走这一步的一方的结果；之后还剩的步数）：
title-every-move-none = 全部走法：无
title-every-move-value = 全部走法，好的在前（走这一步的一方的结果；走完后的局面和它的值）：
title-every-move-outcome = 全部走法，必胜的在前（走这一步的一方的结果，由胜负搜索判定；走完后的局面）：
engine-theory = 理论
engine-generic = 通用搜索
engine-database = 求解数据库
engine-checked = 经搜索核对、未经证明的规则
engine-both = 理论，并经穷举搜索核对
both-agree = 已核对（--engine both）：穷举搜索 { $positions } 个局面，得出相同的结果、值和走法。
both-brief = { $outcome }{ $nimbered ->
        [1] {"，"}SG 值 { $nimber }
       *[0] {""}
    }{ $known ->
        [1] {"，"}剩余步数 { $remoteness }
       *[0] {""}
    }{ $listed ->
        [1] {"，"}{ $count ->
            [0] 没有给出走法
           *[other] 走到 { $moves }
        }
       *[0] {""}
    }
error-engines-disagree = 理论与穷举搜索在 { $position } 处的结论不同（这是 Boyi 的错误，请报告）：理论说 { $theory }；穷举搜索说 { $search }。
title-why = 为什么（{ $engine }）：

## 与博弈对弈（boyi play）

play-welcome = { $game }：你{ $side ->
        [left] 执左方（Left），
        [right] 执右方（Right），
       *[none] {""}
    }{ $second ->
        [1] 后手
       *[0] 先手
    }，对手是博弈。按 `boyi solve` 列出的样子输入走法，或只输入其中的数字，或走完后的局面；输入“提示”（hint）列出每一步及其结果，“悔棋”（undo）收回你上一步和博弈的应着，“退出”（quit）离开。
play-boyi-plays = 博弈走：{ $move }
play-prompt = 你走>{" "}
play-line-too-long = 这一行超过 { $limit } 字节；请输入一步走法
play-end-of-input = 输入结束：对局没有下完。
play-left = 你离开了对局。
play-not-a-move = “{ $typed }”在这里不是合法走法；输入“提示”查看每一步
play-position = 局面：{ $position }
play-turn = 第 { $number } 步：{ $boyi ->
        [1] 博弈走
       *[0] 轮到你走
    }{ $side ->
        [left] （左方）
        [right] （右方）
       *[none] {""}
    }
play-nothing-to-undo = 没有可以悔的棋
play-took-back = 收回了 { $move } 和博弈的应着
play-you-won = 你赢了。
play-boyi-won = 博弈赢了。
play-tie = 平局。
play-draw = 和棋。
play-game-over = 对局结束：{ $verdict }
play-no-mistakes = 你没有一步丢掉胜局或平局。
play-mistake = 第 { $number } 步：{ $move } 丢掉了{ $best ->
        [win] 胜局
        [tie] 平局
        [draw] 和棋
       *[other] 败局
    }（{ $kept } 能保住）；走完后你的结果是{ $got ->
        [win] 必胜
        [tie] 平局
        [draw] 和棋
       *[other] 必败
    }。
play-command-quit = 退出
play-command-hint = 提示
play-command-undo = 悔棋
error-partizan-db = 非公平博弈（partizan）只有把区域值存在文件里的游戏可用 --db（多米诺：`boyi db build domineering --regions N`）；其他非公平博弈的值是算出来的，不能查库
error-as-impartial = --as 用于非公平博弈（多米诺、吃子棋、红蓝砍竹、蟾蜍与青蛙、带 fn left 和 fn right 的规则文件），指定你执哪一方；这个游戏双方走法相同
error-rules-not-partizan = { $file } 没有 fn left(p) 和 fn right(p)：它的局面只有胜负，没有非对称博弈的值（请用 boyi.solve）
error-feature-missing = { $what } 需要带 { $feature } 功能构建的 boyi（cargo build --features { $feature }）
error-stdin = 无法读取标准输入：{ $error }

## 数值表（boyi table）

column-outcome = 结果
table-heaps = { $game }：第 0..{ $to } 堆
table-pairs = { $game }：b <= { $to } 的必败态（P 态）(a, b)
table-period = 周期：从第 { $preperiod } 堆起周期为 { $period }（前周期 { $preperiod }）{ $saltus ->
        [0] {""}
       *[other] ，增量 { $saltus }：g(n + { $period }) = g(n) + { $saltus }
    }。
table-no-period-yet = 周期：尚未证明
summary-computed = 已算出的值：{ $values } 个（第 0..{ $last } 堆）
summary-largest = 最大值：{ $value }
summary-rare = 稀有值：掩码 { $mask }（与它按位与后含偶数个 1 的值），共 { $count } 堆，最后一个是{ $any ->
        [1] 第 { $last } 堆
       *[0] 无
    }
summary-dense = 稀有值：没有稀有/常见之分（值是稠密的）
summary-no-period = 周期：未证明
error-summary-of-pairs = --summary 描述的是一列堆的值；威佐夫博弈的表列出的是数对
error-no-subcommand = 缺少子命令；用 --help 查看全部子命令
error-clap-unknown = 未知的参数“{ $arg }”
error-clap-subcommand = 未知的子命令“{ $name }”
error-clap-value = “{ $arg }”的值“{ $value }”无效（可选：{ $valid }）
error-clap-missing = 缺少必需的参数：{ $args }
error-clap-conflict = { $twice ->
        [1] 参数“{ $arg }”不能重复使用
       *[0] 参数“{ $arg }”不能与“{ $other }”同时使用
    }
error-clap-too-many = “{ $arg }”多出了值“{ $value }”；不需要更多的值
error-clap-invalid = “{ $arg }”的值“{ $value }”无效：{ $why }
error-not-a-game = “{ $word }”不是游戏：`boyi games` 列出全部游戏，--rules 文件 可以指定你自己的游戏
error-name-a-game = 请指定一个游戏（`boyi games` 列出全部游戏）或用 --rules 文件 指定规则文件
error-not-in-registry = “{ $name }”不是已登记的游戏
error-no-position-here = 这个命令不需要局面，却给了“{ $word }”
error-empty-input = 输入为空
standard-input = 标准输入
error-cannot-read = 无法读取{ $what }：{ $error }
error-input-too-large = { $what }超过 { $mib } MiB，这是博弈最多读取的大小
error-input-not-utf8 = { $what }不是 UTF-8 文本（第 { $byte } 字节）
error-input-line-too-long = { $what }的第 { $line } 行超过 { $mib } MiB
error-plot-extension = --plot { $path }：文件名必须以 .svg 或 .png 结尾
error-plot-draw = 无法画出图 { $path }：{ $error }

## 古代赌局

dice-rules = 骰子：{ $dice } 枚 { $faces } 面骰子；猜中 1..{ $dice } 枚分别按 { $payouts } 赔付（退还本金），一枚不中则输掉本金
dice-exact-what = { $dice } 枚 { $faces } 面骰子的精确分布（分母为 { $faces }^{ $dice } 的分数）
dice-columns = 猜中枚数                       概率                玩家得失
dice-exact =
    玩家的期望收益：{ $return } ≈ { $return-value }（每单位本金）
    一局的方差：    { $variance } ≈ { $variance-value }
    庄家优势：      { $edge } ≈ { $edge-value }（每注的 { $percent }%）
    为什么：无论押哪一格，{ $dice } 枚骰子各以概率 1/{ $faces } 掷出它，所以猜中枚数 m 服从二项分布：P(m) = C({ $dice }, m)·{ $others }^({ $dice }-m) / { $faces }^{ $dice }。
dice-simulated =
    局数：{ $rounds }（种子 { $seed }，{ $threads } 个线程）
    按猜中枚数的局数：{ $counts }
    庄家优势估计：{ $estimate }
    95% 置信区间：[{ $low }, { $high }]
    精确的庄家优势：{ $exact } ≈ { $exact-value }
    精确值在区间内：{ $inside ->
        [1] 是
       *[0] 否
    }（用精确算术判定）{ $flat ->
        [1] {"\u000A"}注意：每一局结果都相同，区间宽度为 0；请多玩几局
       *[0] {""}
    }
error-dice-stopped = 模拟了 { $rounds } 局中的 { $played } 局后被信号中止；不完整的模拟不给出估计
error-threads = 无法启动工作线程：{ $error }

## 命令行的其他回答

error-exact-only = --engine generic、--engine both 和 --all-moves 只用于游戏的局面；{ $what ->
        [dice] 骰子
        [graphs] 博弈图
        [partizan] 非对称博弈
       *[other] Nim 积
    }由专门的引擎精确求解
error-empty-sum = 游戏的和至少要有一个子游戏，例如 "nim 3 4"
error-side-impartial = side= 只用于偏颇游戏，那里双方各有自己的走法
error-no-table-here = 这个游戏没有表：表只列出单个整数上的公平游戏（或 Wythoff 的数对），不列偏颇游戏、游戏图或复合游戏
error-not-served = 服务器没有这个文件：没有名为 { $file } 的文件（/api/games 列出它提供的文件，以及读取文件的家族）
error-rules-file-missing = --rules 需要一个规则文件：--rules 文件 局面
error-no-outcome-search = { $game } 没有胜负搜索：--outcome 只用于 Domineering
error-db-compound = --db 只回答单个游戏的局面，不回答复合游戏
error-component-impartial = 复合游戏的分量须是公平游戏（`boyi games` 中非偏颇的家族、只有一组走法的规则文件，或游戏图）
error-nimprod-numbers = 需要两个数：boyi solve nimprod A B
nimprod-inverse = { $found ->
        [1] { $x } 的 Nim 逆元：{ $inverse }
       *[0] 0 没有 Nim 逆元
    }
nimprod-why = 为什么：Nim 乘法（Conway）是 Nim 数域中的乘法：a ⊗ b = mex{"{"}a' ⊗ b ⊕ a ⊗ b' ⊕ a' ⊗ b'{"}"}，其中 a' < a，b' < b，⊕ 是异或。计算时在费马 2 次幂 F = 2^(2^k) 处拆分：x < F 时 x ⊗ F = x·F，且 F ⊗ F = F ⊕ F/2。由 Tartan 定理，它是翻角游戏中 (a, b) 处一枚正面硬币的值。
column-vertex = 顶点
column-remoteness = 剩余步数
graph-summary = { $vertices } 个顶点，{ $moves } 条边：{ $win } 个必胜，{ $lose } 个必败，{ $draw } 个和棋（从没有出边的顶点倒推；和棋即无限进行）。
error-count-short = 计数为 { $count }（{ $what }），但输入只有 { $found } 个
error-count-long = 计数为 { $count }（{ $what }），但后面还有更多
error-count-boards = 计数为 { $count } 块棋盘，但后面的行不能分成 { $count } 块棋盘
count-ball-counts = 球数
count-rows = 行
error-checkpoint = { $file } 不是 { $game } 的检查点文件：{ $why }
checkpoint-no-line = 没有 { $line } 行
checkpoint-first-line = 第一行不是“{ $magic }”
checkpoint-format = 它的格式不是“{ $format }”
checkpoint-other-game = 它保存的是 { $other } 的值
checkpoint-crossed = 它给局面 { $key } 的下界高于上界
checkpoint-too-many = 它保存了 { $count } 个局面，超过一次运行最多保存的 { $most } 个
checkpoint-too-short = 它太短，装不下 { $count } 个值
checkpoint-not-exactly = 它保存的不是恰好 { $count } 个值
error-checkpoint-memory = { $file } 保存了 { $count } 个值，读回需要 { $needed } MiB，超过允许的 { $memory } MiB 内存（{ raise-memory }）
error-checkpoint-write = 无法写入检查点 { $file }：{ $error }

what-count = 计数
what-regions = 计算最多 { $cells } 格的 { $regions } 个区域
what-ball-count = 球数
error-monks-one-line = 和尚的位置必须写在同一行
what-dice = 骰子数
error-too-many-dice = 骰子太多
what-faces = 面数
what-rounds = 局数
error-two-rounds = 至少玩 2 局（置信区间需要两局）
what-seed = 随机种子
what-threads = 线程数
error-threads-range = 线程数应在 1 到 1024 之间
what-rounds-units = 局
what-memory = 内存预算
what-time = 时间预算
what-last-position = 最后一个局面
what-most-values = 最多计算的值的个数
error-read-folder = 无法读取文件夹 { $folder }：{ $error }
error-server-start = 无法启动服务器：{ $error }
error-listen = 无法在 { $address } 上监听：{ $error }
serve-serving = boyi 在 { $url } 提供服务（Ctrl-C 停止）
serve-busy = 服务器正忙：{ $solves } 个求解已运行 { $seconds } 秒；请稍后再试
serve-failed = 求解失败
serve-too-slow = 回答要用超过 { $seconds } 秒，计算已停止
serve-table-too-long = to 是 { $to }；网页接口的数值表最多列到 { $most }
error-server-stopped = 服务器停止了：{ $error }
error-table-not-utf8 = 数值表不是 UTF-8

error-what-table-values = 这张表要存 { $count } 个值
error-unknown-lang-python = lang 的语言“{ $code }”未知：博弈只会说 en（English）和 zh（中文）

error-not-utf8 = { $what }不是 UTF-8：“{ $bytes }”
what-value-of = { $option } 的值
what-named-argument = 参数“{ $name }”
what-an-argument = 一个参数
what-argument-n = 第 { $n } 个参数

## 求解数据库（boyi db）

db-estimate = 估计：{ $known ->
    [1] 至多 { $positions } 个局面
   *[0] 局面数要找到之后才知道
}{ $memory-known ->
    [1] ，内存 { $memory }，磁盘 { $disk }
   *[0] {""}
}
db-built = 已建成 { $file }：{ $tiers } 层共 { $positions } 个局面，用时 { $seconds } 秒（每秒 { $rate } 个局面）
db-shards-merge = 在所有分片都在的地方合并它们：boyi db merge { $files } -o { $file }
db-shards-merge-by-leader = 进程 0 在看得到所有分片的地方把它们合并为 { $file }；否则在所有分片都在的地方合并：boyi db merge { $files } -o { $file }
db-shards-written = 已写出 { $files }，用时 { $seconds } 秒（本处发出 { $bytes }）
db-shared = 由 { $processes } 个进程中的 { $workers } 个工作者构建：本处发出 { $bytes }，每个局面 { $per } 字节
db-outcomes = 结果：{ $counts }
db-size = 最长步数 { $longest }；{ $bytes }，每个局面 { $bits } 位
db-info-file = 文件：{ $file }（{ $bytes }，格式 { $format }）
db-info-game = 游戏：{ $game }
db-info-root = 根局面：{ $root }
db-info-command = 建库命令：{ $command }
db-info-positions = 局面：{ $tiers } 层共 { $positions } 个，每个局面 { $bits } 位
db-info-longest = 最长步数：{ $longest }
db-column-tier = 层
db-column-positions = 局面数
db-column-longest = 最长步数
db-column-bytes = 字节
db-verified = { $file }：全部 { $blocks } 个块与校验和相符；从子局面重新推出的 { $positions } 个局面全部一致
db-explanation = 读自求解数据库 { $file }：从 { $root } 可达的 { $positions } 个局面，每个都由逆向分析求值一次
db-step-discover = 正在找第 { $tier } 层
db-step-solve = 正在求解第 { $tier } 层
regions-step = 正在计算 { $cells } 格的区域
regions-cells = 格数
regions-count = 区域数
regions-values = 不同值
regions-zeros = 零
regions-fuzzy = 模糊
regions-numbers = 整数+分数
regions-nimbers = nim 数（最大）
regions-ups = 升（最多）
regions-tinies = 微（不同值）
regions-hot = 热
regions-hottest-column = 最高温度（区域数）
regions-all = 合计
regions-hottest = 最热的区域（共 { $count } 个）：{ $position } = { $value }
regions-largest-nimber = 最大的 nim 数：{ $position } = { $value }
regions-most-ups = 升最多的区域：{ $position } = { $value }
values-built = { $file }：最多 { $cells } 格的所有{ $game }区域，共 { $regions } 个（按对称只计一次），{ $forms } 个规范形式，{ $bytes } 字节{ $seconds ->
    [none] {""}
   *[other] ，用时 { $seconds } 秒
}
values-step-verify = 正在用选项核对区域
values-verified = { $file }：所有校验和与形式均已读回；{ $regions } 个区域中的 { $checked } 个由其选项的存储值重新计算，全部相同
error-values-unknown = { $file } 存的是 { $game } 的区域，Boyi 不为该游戏保存区域值文件
error-values-wrong = { $file } 有误：区域 { $position } 的值与其选项的存储值算出的不同
db-step-verify = 正在检查第 { $tier } 层
db-action-open = 打开
db-action-read = 读取
db-action-write = 写入
db-action-create = 创建
db-action-remove = 删除
db-fault-checksum = 其字节与校验和不符
db-fault-contents = 其内容与块表所记不符
what-block = 每块的局面数（--block）
what-disk = 磁盘预算（--disk）
what-sample = 抽样数（--sample）
what-db-build = 建库
what-process = 进程编号
what-processes = 进程数
what-workers = 工作者数
error-db-no-output = 请用 -o FILE 指定数据库写到哪里
error-db-disk = 建库约需写入磁盘 { $needed }，超过可用的 { $budget }（用 --disk 设定预算）

## 网页（boyi serve）

page-graph-file = 由文件提供的图上游戏（每行一步 `u v`）：棋子在某个顶点上，每步沿一条有向边移动；无法移动者负；有环时可能平局（和棋）。
page-rule-file = 由服务器提供的规则文件：作者自己定义的游戏。
page-rule-file-position = 局面，按规则文件的写法。
page-graph-file-position = 图的一个顶点（或几个，每个上面一枚棋子）。

# 网页的文字。网页按语言各取一次 /api/words?lang=en|zh：键以 `page-` 开头的全部消息，
# 不带参数渲染。规则见 en.ftl 同一节的说明：变量只写成 { $name }（渲染为标记 {$name}，
# 由网页的 say() 以纯文本填入），不用选择器；英文需要单数时另有以 -one 结尾的消息。

page-title = Boyi 博弈 — 探索一个游戏
page-heading = Boyi 博弈 — 谁必胜，该走哪一步
page-language = 语言
page-language-en = English
page-language-zh = 中文
page-game = 游戏
page-options = 选项
page-options-example = 选项：{ $options }
page-outcome-instead = 谁胜？改用胜负搜索（--outcome）
page-no-options = 这个游戏没有选项
page-position-empty = 留空：从开局开始
page-position = 局面
page-position-example = 例如 { $position }
page-play = 玩法
page-mode-explore = 探索：点击任意一步
page-mode-first = 与 Boyi 对弈，你先走
page-mode-second = 与 Boyi 对弈，Boyi 先走
page-solve = 求解
page-undo = 悔棋
page-link = 本页所示内容的链接
page-copy = 复制链接
page-copied = 已复制
page-selected = 已选中：按 Ctrl+C 复制
page-board = 棋盘
page-moves = 着法，最佳的在前
page-so-far = 对局过程
page-so-far-note = 每个已走局面的剩余步数：先手必胜时画在横线上方，先手必败时画在下方，平局画在线上（上方写出步数）；横线下方是各步着法。
page-history-chart = 对局过程图
page-values = 各堆的值
page-values-chart = 各堆的值的序列
page-verdict-win = 先手必胜
page-verdict-lose = 先手必败
page-verdict-tie = 先手走，双方平局
page-verdict-draw = 先手走，双方和棋（对局无限进行）
page-verdict-end = { $verdict }。
page-verdict-left = { $verdict }（剩余步数 { $left }）。
page-verdict-left-one = { $verdict }（剩余步数 1）。
page-verdict-database = { $verdict }（读自求解数据库）
page-busy = 正在计算……
page-move-unvalued = 尚未求值
page-end = 棋局结束。{ $verdict }。
page-end-you-won = 棋局结束：你赢了。
page-end-boyi-won = 棋局结束：博弈赢了。
page-end-tie = 棋局结束：平局。
page-outcome-win = 必胜
page-outcome-lose = 必败
page-outcome-tie = 平局
page-outcome-draw = 和棋
page-move-win = 走此步者必胜
page-move-lose = 走此步者必败
page-move-tie = 走此步者平局
page-move-draw = 走此步者和棋
page-class-l = 左方必胜，无论谁先走（L）
page-class-r = 右方必胜，无论谁先走（R）
page-class-n = 先走的一方必胜（N）
page-class-p = 先走的一方必败（P）
page-thermograph = 温度图（thermograph）
page-thermograph-note = 对每一步征税时先走一方能得多少：左墙是左方所得，右墙是右方所得；两墙在游戏的温度处相交，桅杆从平均值处升起。
page-thermograph-left = 左墙
page-thermograph-right = 右墙
page-thermograph-mast = 桅杆位于平均值 { $mean }
page-thermograph-value = 值（左方在左）
page-thermograph-temperature = 温度
page-partizan-verdict = 值 { $value }：{ $class }。
page-partizan-you-lost = { $verdict }你无路可走：博弈赢了。
page-partizan-boyi-lost = { $verdict }博弈无路可走：你赢了。
page-partizan-stops = 停止值：左 { $left }，右 { $right }
page-partizan-mean = 均值 { $mean }，温度 { $temperature }
page-partizan-birthday = 生日：第 { $day } 天
page-partizan-left-move = 左方 { $move }：留下 { $value }（{ $result }）
page-partizan-right-move = 右方 { $move }：留下 { $value }（{ $result }）
page-partizan-left-board = 左方 { $move }：留下 { $value }
page-partizan-right-board = 右方 { $move }：留下 { $value }
page-outcome-verdict = { $class }（由胜负搜索判定）。
page-outcome-left-wins = 左方先走必胜：{ $move }
page-outcome-left-loses = 左方先走必败
page-outcome-right-wins = 右方先走必胜：{ $move }
page-outcome-right-loses = 右方先走必败
page-outcome-figures = 搜索了 { $nodes } 个局面，用时 { $seconds } 秒
page-outcome-by-symmetry = 左方结果的转动（棋盘转动后双方互换），无需搜索
page-outcome-left-move = 左方 { $move }（{ $result }）
page-outcome-right-move = 右方 { $move }（{ $result }）
page-outcome-left-board = 左方 { $move }
page-outcome-right-board = 右方 { $move }
page-colon = { $before }：{ $after }
page-move-left = { $move }：{ $value }，剩余步数 { $left }
page-error-status = 服务器返回了 { $status }
page-error-unreachable = 无法连接服务器
page-error-not-a-game = { $game } 不是本页的游戏
page-error-link-long = 链接长 { $length } 个字符；最多只读取 { $most } 个
page-error-control = 链接的 { $name } 含有控制字符
page-error-lang = lang 为 { $lang }；链接的语言只能是 en 或 zh
page-error-not-an-option = { $key } 不是 { $game } 的选项
page-error-space = 选项 { $key } 的值 { $value } 中有空格
page-error-flag = { $key } 是开关：应写 { $key }=1 或 { $key }=0，而不是 { $value }
page-no-nimbers = 这个游戏的局面没有可画的 SG 值（反常规则或非公平博弈）。
page-no-period = 尚未证明周期。
page-period = 从堆大小 { $preperiod } 起，周期为 { $period }（阴影：一个周期）。
page-period-saltus = 从堆大小 { $preperiod } 起，周期为 { $period }，跃值为 { $saltus }：g(n + { $period }) = g(n) + { $saltus }（阴影：一个周期）。
page-chart-wins = 先手必胜
page-chart-loses = 先手必败
page-chart-ties = 平局
page-chart-draws = 和棋
page-chart-remoteness = 剩余步数
page-chart-start = 开局
page-chart-move = 第 { $number } 步，{ $move }
page-chart-point = { $by }：{ $position }：{ $value }，剩余步数 { $remoteness }
page-chart-nimber-legend = 各堆的 SG 值
page-chart-misere-wins = 反常值：先手胜
page-chart-misere-loses = 0：先手负
page-chart-misere-value = 反常 Grundy 值
page-chart-misere-point = 第 { $heap } 堆：{ $outcome }（反常值 { $value }）
page-chart-period = 一个周期
page-chart-heap-size = 堆大小
page-chart-nimber = SG 值
page-chart-heap-point = 堆大小 { $heap }：SG 值 { $nimber }
page-board-heap = 第 { $number } 堆（{ $size }）
page-board-one-heap = 一堆（{ $size }）
page-board-limited-heap = 一堆（{ $size } 个，这一步最多取 { $limit } 个）
page-board-bite = 吃第 { $row } 行第 { $column } 列及其右下方
page-board-row = 第 { $number } 行（{ $size }）
page-board-counter = 第 { $heap } 堆，第 { $counter } 枚
page-board-take = 取 { $take } 枚，留下 { $left } 枚
page-board-split = 分成 { $a } 和 { $b } 两堆
page-board-pick-run = 选出要取走的一段连续筹码
page-board-pick-heaps = 按住上档键（⇧）在每堆中点选一枚筹码（取走它及其后的筹码），再一次从这些堆中取走
page-board-pick-coins = 选出要翻转的硬币
page-board-not-a-move = 不是合法的着法
page-board-empty = 空
page-board-graph-edge = 边 { $edge }（{ $colour }）
page-board-token = 棋子在 { $vertex }
page-board-picture-edge = 第 { $edge } 条边（{ $from }–{ $to }）
page-board-ground = 地面 { $vertex }
page-board-visited = { $vertex }（已走过）
page-board-scrolls = 棋盘比屏幕宽：左右滑动可看到其余部分。
page-board-poison = 有毒的方块：被迫吃它的一方输
page-board-edge = 从地面起第 { $number } 条边（{ $colour }）
page-board-colour-left = 左方的，蓝色
page-board-colour-right = 右方的，红色
page-board-colour-green = 绿色，双方都可砍
page-board-cell = 第 { $column } 格
page-board-row-column = 第 { $row } 行第 { $column } 列
page-board-coin = 第 { $number } 枚硬币
page-board-heads = 正面
page-board-tails = 反面
page-board-write-l = 写 L
page-board-write-o = 写 O
page-board-vertical = 放一根竖火柴
page-board-horizontal = 放一根横火柴

## 库的错误信息

# 从输入读到的数和词；$what 描述这个值（error-what-*）。
error-negative = { $what }不能是负数
error-not-whole = { $what }必须是整数
error-too-large = { $what }太大（上限是 { $limit }）
error-digits = { $what }有 { $digits } 位数字；最多接受 { $max } 位
error-digits-more = { $what }超过 { $max } 位数字
error-not-rational = { $what }必须是 10、3/2 或 1.5 这样的数
error-denominator-zero = { $what }的分母是 0
error-size-example = { $message }（例如 512M 或 2G）
error-size-range = { $what }必须在 1 字节到 16 EiB 之间
error-seconds-example = { $message }（例如 90s、30m、4h 或 2d）
error-seconds-range = { $what }必须在 1 秒到 2^64 秒之间
error-expected = 这里需要{ $what }
error-expected-one = 这里只需要{ $what }；多出了一个值

# 预算（budget.rs）：开始计算之前的拒绝。
error-memory-ran-out = { $what }的内存在存了 { $entries } 项后用尽（{ raise-memory }）
error-what-would-store = { $what }大约要存 { $positions } 个局面
error-memory-budget = { $what }，约 { $needed }，超过内存预算 { $budget }（{ raise-memory }）
error-what-generic-engine = 通用引擎
error-search-work = 通用引擎要搜索的局面数与走法数之积超过 { $limit }{ $known ->
        [1] （约 { $work }）
       *[0] {""}
    }；这么大的局面请用理论引擎（默认）
error-output = { $what }大约要输出 { $bytes }，超过一个回答最多能输出的 { $limit }
error-time = { $what }：{ $units }，按本机实测每秒约 { $rate } 的速度，大约要 { $time }，超过一个请求最多能运行的 { $limit }
error-cancelled = 已停止：提问的一方不再等待答案（被中断，如 Ctrl-C 或信号；或页面已关闭、已超时）
error-deadline = 已停止：这个请求可运行的时间已用完；{ raise-time }
error-duration-seconds = { $n } 秒
error-duration-minutes = { $n } 分钟
error-duration-hours = { $n } 小时
error-duration-days = { $n } 天
hint-partizan-outcome = { $why }；谁胜仍可由胜负搜索求出：加上 `--outcome`
error-no-steps-here = 这个游戏不是双方走法相同、一步一步下的游戏：没有可以不带结果列出的走法
moves-unlisted = 只列出保持结果的走法：这个局面共有 { $moves } 步可走，超过 { $limit } 步时不逐一列出每一步的值。
error-move-list = 这个局面有 { $moves } 种走法；只有不超过 { $limit } 种走法时才逐一列出每一步及其结果
error-more-than-2-64 = 超过 2^64

# 规则文件（rules/）：$file 是规则文件的路径，$error 是系统或 Rhai 自己的话。
error-rules-cannot-read = 无法读取 { $file }：{ $error }
error-rules-too-long = { $file } 超过 { $limit } 字节；规则文件最多 { $limit } 字节
error-rules-not-utf8 = { $file } 不是 UTF-8 文本（在第 { $byte } 字节处）
error-what-the-moves = 走法
error-what-explored-positions = 已探索的局面
error-rules-too-many-positions = { $file }：从 { $position } 可达的局面超过 { $limit } 个（一次搜索最多存这么多）；换一个小一些的局面，或者写一个把对称局面等同起来的 fn canonical(p)，也许能行
error-rules-expected-position = { $file }：这里需要一个局面（一个整数、几个整数或一个字符串）
error-rules-table-needs-to = 规则文件的数值表需要 --to N，即要列出的最后一个局面
error-rules-table-too-long = 规则文件的数值表靠搜索得到，一次搜索最多存 { $limit } 个局面；--to { $to } 超过了它
error-rules-control-characters = 局面里不能有控制字符
error-rules-integer-range = 规则文件中的整数必须在 { $min } 到 { $max } 之间
error-rules-syntax = { $file }：第 { $line } 行第 { $column } 列有语法错误：{ $error }
error-rules-no-moves = { $file }：规则文件必须定义 fn moves(p)，返回从 p 一步可达的局面
error-rules-shape = 这个规则文件声明了 const POSITION = "{ $shape }"：局面是{ $shape ->
        [number] 一个整数，例如 10
       *[numbers] 若干整数，例如 3 4 5 或 [5]
    }
error-rules-shape-unknown = { $file }：const POSITION 只能是 "number"、"numbers" 或 "text"，而不是 "{ $value }"
error-rules-shape-unsure = { $file }：数 { $position } 的 fn moves 给出的是数组，说明这个文件把数当成了别的东西（在 Rhai 中数的 n[0] 是它的最低位）；请在文件中写明局面是什么：const POSITION = "number";（或 "numbers"、"text"）
error-rules-table-text = { $file }：table 只列出数字局面（n，或一对 a b），而这个文件声明局面是文本
error-rules-table-shape = { $file }：table 无法判断局面是一个数 n 还是一对 a b（{ $works ->
        [1] fn moves 两者都接受
       *[0] fn moves 两者都不接受
    }）；请在文件中写明：const POSITION = "number"; 或 "numbers"（table 不列出文本局面）
error-rules-failed = { $file }：{ $function }({ $position }) 出错：{ $why }
error-rules-at-line = { $reason }（第 { $line } 行第 { $column } 列）
error-rules-operations = 它执行了超过 { $operations } 次运算（是不是有一个永不结束的循环？）
error-rules-call-depth = 它的函数调用嵌套超过 { $depth } 层
error-rules-data-size = 它构造了超过 { $size } 项的字符串或数组
error-rules-moves-not-array = 它返回了 { $value }，而不是局面的数组
error-rules-not-a-move = 它返回了 { $value }，既不是局面（一个整数、整数数组或字符串），也不是 [名字, 局面] 对
error-rules-bad-board = fn board(p) 必须返回以 / 连接各行的字符串（或行的数组），最多 { $most } 个字符且不含控制字符，而不是 { $value }
error-rules-bad-end = 它返回了 { $value }；end(p) 应当为先手返回 "win"、"lose" 或 "tie"，对局继续时什么也不返回
error-rules-not-a-position = 它返回了 { $value }，不是一个局面

# 骰子、SG 值、和、选项。
error-dice-none = 骰子至少要有 1 个
error-dice-too-many = 骰子最多 { $max } 个
error-dice-no-faces = 骰子至少要有 1 个面
error-dice-payouts = 给了 { $payouts } 个赔率，骰子却有 { $dice } 个：请为 1..{ $dice } 中每一种相同个数各给一个赔率
error-dice-negative-payout = 赔率不能是负数
error-what-payout = 赔率
error-what-nimber = SG 值
error-nimber-too-large = SG 值必须小于 2^128
error-no-nimber = { $game } 没有 SG 值（反常规则的游戏和非对称游戏都没有；只有正常规则下的对称游戏才有），所以不能相加
error-no-table = { $game } 没有数值表：数值表只列出由一个整数描述的游戏（或威佐夫博弈的数对）
error-option-required = 必须给出选项 { $option }
not-for-table-partizan = { $game } 没有数值表：它的棋盘不像多米诺的矩形或蛙跳的一行那样沿一条线增长
not-for-database-partizan = 没有求解数据库：它的局面按标准式求值，而不分层
error-unknown-option = { $game } 没有选项 { $option }；它的选项：{ $known }
error-no-options = 无
error-flag-value = 选项 { $option } 是开关，不带值
error-option-value = 选项 { $option } 需要一个值
error-sum-empty = 游戏的和至少要有一个子游戏

# 尼姆游戏、巴什博弈、阶梯尼姆、翻角游戏。
error-nim-no-heaps = 这里需要至少一个堆的大小
error-what-a-heap-size = 堆的大小
error-what-bash-max = 一次最多能取的数量
error-bash-max-zero = 一次至少要能取 1 个
error-bash-table-max = 巴什博弈的数值表要求一次最多取的数量不超过 { $max }
error-staircase-no-monks = 这里需要僧人所在的台阶
error-what-step = 台阶号
error-staircase-step-zero = 台阶从 1 开始编号
error-staircase-not-increasing = 台阶号必须严格递增，但这一个跟在 { $last } 后面
error-what-corners-board = 一个棋盘，例如 TTT/THT/TTH
error-corners-bad-coin = 第 { $row } 行有“{ $coin }”；硬币只能是 H（正面）或 T（反面）
error-corners-ragged = 第 { $row } 行是空的，或者与第 0 行不一样长；各行必须一样长
error-corners-too-large = 棋盘最多 { $max } 行 { $max } 列

# 火柴游戏、取球博弈（减法游戏）、威佐夫博弈。
error-matches-no-rows = 这里需要棋盘的各行
error-matches-empty-row = 第 { $row } 行是空的；一行由 0、1 或 - 组成
error-matches-ragged = 第 { $row } 行有 { $length } 格，而第 0 行有 { $cols } 格；各行必须一样长
error-matches-bad-cell = 第 { $row } 行第 { $column } 列是“{ $cell }”；格子只能是 0（空）、1（竖放）或 -（横放）
error-matches-empty-board = 棋盘是空的；请写出由 0、1 和 - 组成、用 / 连接的各行
error-what-matches-board = 一个棋盘，例如 0111/-000/-000
error-matches-component-limit = 有 { $largest } 个空格的部分超过了 { $limit } 格，这是{ $note }
error-matches-outcome-search-note = 胜负搜索能处理的上限（空的 5x6 棋盘有 30 格，约需 40 分钟和 12.5 GiB）
error-matches-board-too-large = 快速求解器只处理最多 { $max } 行 { $max } 列的棋盘；这个棋盘是 { $rows } x { $cols }
error-matches-component-cost = 有 { $largest } 个空格的部分大约需要 { $minutes } 分钟和 { $gib } GiB（{ $max } 格时需要 0.3 GiB 和 17 秒，每多一格约多 2.5 倍）；求解器只处理不超过 { $max } 格的部分。空的 5x6 棋盘的结果是已知的：后手必胜（由 40 分钟的胜负搜索求出，求解数据库存下它的全部局面后也得到同样结论）
error-matches-longest-search = 这个棋盘先手必败；让对局拖得最长的落子要靠直接搜索求出，而搜索只处理最多 { $max } 个空格的棋盘，这个棋盘有 { $empties } 个
error-subtraction-empty = 取数集合是空的
error-subtraction-zero = 取数集合含有 0，而取 0 个不是一步走法
error-subtraction-too-many = 取数集合超过 { $max } 个数
error-what-subtraction-amount = 取数集合中的数
error-subtraction-parse-zero = 取数集合不能含有 0
error-subtraction-no-period = 这个取球博弈在前 { $known } 个堆的大小里没有出现周期（对 { $amounts } 个取数，搜索最多算到这里，至多 { $steps } 步），所以无法求出 { $n } 个的堆的值
error-what-one-heap-size = 一个堆的大小
error-what-the-heap-size = 堆的大小
error-table-no-period-up-to = 前 { $known } 个堆的大小里没有出现周期，所以不能列出到 { $to } 为止的堆
error-table-no-period-from = 前 { $known } 个堆的大小里没有出现周期，所以从 { $n } 起的堆不能列出
error-wythoff-extra-heap = 威佐夫博弈有两堆；多出了一个值
error-wythoff-two-heaps = 这里需要两个堆的大小
error-wythoff-grundy-work = 威佐夫博弈的 SG 值没有封闭公式，把它们列表算到 ({ $a }, { $b }) 要超过 { $limit } 步
error-wythoff-too-large-to-add = 威佐夫博弈的 SG 值没有封闭公式；这么大的堆不能相加
error-wythoff-table-needs-to = 威佐夫博弈的表需要 --to N，即要列出的最大的 b
error-wythoff-table-limit = 威佐夫博弈的表要求 --to 不超过 { $limit }
error-what-nim-k = K（一步最多取的堆数）
error-nim-k-zero = K 至少为 1：每步从 1 到 K 堆中取
error-what-fibonacci-k = 倍数 K
error-fibonacci-k-zero = K 至少为 1：取 t 个之后，下一步最多取 K·t 个
error-what-fibonacci-counters = 石子数 N
error-what-fibonacci-limit = 下一步最多能取的数量 M
error-fibonacci-extra = 局面写作 N 或 N M（石子数，以及下一步最多能取的数量）；多出了一个值
error-fibonacci-table-needs-to = 斐波那契博弈的表需要 --to N，即列出的最大石子数
error-fibonacci-ladder = K = { $k } 时不超过 { $n } 的必败数约有 { $terms } 个（{ $needed }），超过了内存预算 { $budget }
error-fibonacci-nimbers = 这个游戏的 SG 值没有公式：求和需要把 SG 值列表算到 { $n } 个石子，而最多只列到 { $limit } 个
error-geography-no-vertex = 图中没有这个名字的顶点
not-for-web-file = { $game } 从文件读取图，而本服务器没有提供图文件：请用 boyi serve --rules DIR 启动，把图放在 DIR 中，命名为 NAME.graph
error-geography-not-a-move = 棋子不能走到那里：它与棋子所在顶点不相邻，或者已经到过
error-geography-directed = 有向图要逐条走法搜索，{ $vertices } 个顶点可能超过 { $limit } 个局面
error-green-no-vertex = 图中没有这个名字的顶点
error-green-not-an-edge = 不是图中的边：边按文件中的顺序编号为 1 到 { $edges }
error-green-never-stands = 这条边一开始就不与地面相连，不会被剪
error-green-cut-twice = 这条边已经剪过了
error-green-work = 在图的环中找必胜的剪法约需 { $work } 步，超过上限 { $limit }
error-what-chomp-rows = 各行长度
error-what-chomp-row = 一行的长度
error-chomp-row-size = 每行至少有一格（且不超过 4294967295 格）
error-chomp-increasing = 每行不能比上一行长
error-chomp-box-work = 毒饼干要计算 { $rows } × { $columns } 范围内的所有杨图：{ $count } 个，每个最多 { $squares } 格，超过了一次请求最多的 { $limit } 步，或一个范围最多的 { $most } 格
error-grid-alone = 局面 (a, b) 的表输出整个网格（文本、JSON 或 --plot），不带 --summary
error-what-chomp-box = { $rows } × { $columns } 范围内所有杨图的结果（{ $count } 个）
error-compound-partizan = { $compound } 复合游戏由公平游戏组成；这个分量的双方走法不同
error-compound-remoteness = 合取复合需要分量的剩余步数，而这么大的局面的剩余步数未知
error-misere-sj-fails = SJ 定理不适用（{ $breach }），也无法直接搜索这个和：{ $why }
error-compound-search = 要探索分量能到达的每个局面，这次搜索的局面数与走法数之积会超过 { $limit }{ $known ->
        [1] （约 { $work }）
       *[0] {""}
    }；同一游戏的若干堆，请用该游戏自己的选项（`--misere`、多堆），由它的理论回答
error-compound-positions = 这个分量能到达的局面超过 { $limit } 个，无法逐一探索
error-compound-scored-end = 局面 { $position } 结束时轮到的一方为{ $outcome }，而 { $compound } 复合要等每个分量都结束才结束，各分量的结束须按同一规则计分（都是正常规则，或都是反常规则）
error-compound-opposite-ends = 局面 { $position } 结束时轮到的一方为{ $outcome }，而另一个分量以相反的结果结束：{ $compound } 复合若两者同时结束就没有结果
error-compound-product = 复合游戏的局面是各分量局面的所有组合，无法全部搜索：{ $why }
error-compound-needs-search = 理论不适用（{ $reason }），直接搜索也无法回答：{ $why }

# 取走-分裂游戏（八进制游戏）：$code 是 0.77 这样的代码。
error-octal-misere-search = 反常商够不到的反常取走-分裂游戏只能靠直接搜索回答（{ $why }），而这些堆共 { $counters } 个，局面数与走法数之积会超过 { $limit }（各堆合计约 45 个是上限）
error-octal-value-past-2-64 = { $code } 中 { $heap } 个的堆的值超过了 2^64
error-octal-steps = 求 { $code } 中 { $heap } 个的堆的值大约要 { $steps } 步，超过一个请求最多能用的 { $limit } 步，而这个代码的周期尚未证明{ $provable ->
        [1] {""}
       *[0] （周期定理只适用于不含 ! 的代码）
    }
error-octal-misere-table = 取走-分裂游戏的反常数值表需要 --to N（每个堆的亏格都来自所有更小堆的和）；和由反常商回答（boyi quotient CODE）
error-octal-genus-too-far = 堆大小至多 { $to } 的亏格需要所有更小堆的和，超过允许的 { $limit } 个局面（{ raise-memory }）
octal-genus-note = 一个堆的反常 SG 值是其亏格 g^(γ0 γ1 …)（Conway）中的 γ0：g 是它的正常值，γk 是再加 k 个大小为 2 的堆后的反常值；单独一个堆在 γ0 = 0 时是 P 局面。堆的和由反常商回答（boyi quotient CODE）。
error-octal-memory = { $code } 的 { $values } 个值要占 { $mib } MiB，超过允许的 { $budget } MiB 内存（{ raise-memory }）
error-octal-unprovable = { $code } 的周期无法证明（周期定理只适用于不含 ! 的代码），所以请给出 --to N 或 --max N
error-octal-max-short = --max { $max } 个值不够：到 { $to } 为止的堆有些没有值，而周期尚未证明
error-octal-checkpoint = 检查点文件说 { $code } 中 { $heap } 个的堆的值是 { $saved }，实际却是 { $value }：文件被改动过
error-octal-code = { $why }；代码的写法如 0.77、0.137、4.07、0.f、4!.0 或 4.(3)
error-octal-code-no-point = 代码里没有小数点
error-octal-code-whole = 小数点前只能有一位数字
error-octal-code-bang = “!”只能跟在一位数字后面，且只能出现一次
error-octal-code-bang-parts = “!”（留下的堆互不相等）只能跟在至多留下三堆的数字（不超过 f）后面
error-octal-code-bracket = 方括号里的数字是 1 到 2^{ $most }·2 − 1 的十进制数，不带前导零（第 2^j 位：可以留下 j 堆），以“]”结束
error-octal-code-digit = “{ $digit }”不是十六进制数字
error-octal-code-too-long = 代码超过 { $max } 位数字
error-octal-code-split = 小数点前的数字只能表示分裂（0、4 或 8，……）
error-octal-repeat-end = 重复的数字写在末尾的括号里，例如 4.(3)
error-octal-repeat-digit = 括号里是一个非零的十六进制数字，可以带 !
error-octal-repeating-too-large = 这一堆的值超过了 2^64
error-octal-repeating-work = { $code } 没有公式，而把它的值算到第 { $heap } 堆需要超过 { $limit } 步
error-what-octal-values = 各堆的值
error-octal-repeating-table-needs-to = { $code } 的表需要 --to N：重复的代码没有可以停下来的周期
error-octal-repeating-misere-table = 不计算重复代码的反常规则表；请直接求解它的局面
error-octal-repeating-quotient = 反常商只对有最大取子数的代码求出；数字重复的代码没有最大取子数

# 博弈图、填字母游戏、翻硬币游戏。
error-graph-third-word = 一行只写一步走法 `u v`（或一个顶点）；多出了第三个词
error-graph-one-token = 和或复合中的游戏图只有一枚棋子：请写出它所在的顶点
error-graph-self-loop = 顶点到自身的边：棋子不会回到已经走过的顶点
error-graph-empty = 图是空的：需要 `u v` 这样的行（从 u 到 v 的一步）
error-graph-too-many-vertices = 图的顶点太多
error-graph-long-name = 顶点名有 { $chars } 个字符；最多接受 { $max } 个
error-graph-control-characters = 顶点名里不能有控制字符
error-graph-no-such-vertex = 图中没有这个顶点
error-lol-empty = 棋盘是空的；请用 *、L 和 O 写出它
error-lol-too-long = 这一行有 { $cells } 格；最多接受 { $max } 格（每一步都要求值，所以用时随长度的平方增长）
error-lol-bad-cell = 第 { $cell } 格是“{ $letter }”；棋盘里只能有 *、L 和 O
error-lol-stretch = 一段没有 L 或 OO 的连续格子有 { $cells } 格，超过了求解器能处理的 { $max } 格
error-lol-search = 搜索求了 { $parts } 个部分的值，仍未确定这一行的结果
error-lol-zugzwang = 部分 { $part } 对破局者是一个“被迫走子反而不利”的局面（zugzwang），超出了求解器所依据的理论
error-coins-rule = 规则只能是 turtles、mock、twins、ruler、硬币个数 N，或范围 A-B（翻 A 到 B 枚，最多 4 枚）
error-coins-steps = 规则 { $rule } 下 { $coins } 枚硬币的值大约要 { $steps } 步，超过一个请求最多能用的 { $limit } 步
error-what-coins-row = 一排硬币，例如 THHTTH
error-coins-bad-coin = 第 { $coin } 枚硬币是“{ $letter }”；硬币只能是 H（正面）或 T（反面）
error-coins-row-length = 一排有 1 到 { $max } 枚硬币；这一排有 { $coins } 枚
error-what-lol-board = 一个棋盘，例如 L**L
error-db-io = 无法{ $action } { $file }：{ $error }
error-db-not-a-file = { $file } 不是文件
error-db-old-values = { $file } 是旧格式的区域值文件；请用 `boyi db build` 重新生成
error-db-holds-values = { $file } 存的是 { $game } 的区域值，不是求解结果；请用 `boyi solve { $game } --db { $file }` 读取
error-db-holds-outcomes = { $file } 是 { $game } 的求解数据库，不是区域值文件；请用 `boyi solve { $game } --db { $file }` 读取
error-connect4-search = 四子棋局面 { $position }（已下 { $stones } 子）的搜索在 { $positions } 个局面后停止（请求的时间所允许的），仍未得出结论（{ raise-time }，`--checkpoint FILE` 可保存长时间搜索以便继续）；或用求解数据库回答（`boyi db build connect4`，再用 `--db FILE`，或 `boyi serve --db DIR`）
what-connect4-table = 四子棋搜索的置换表
why-connect4-search = α-β 搜索（带零窗口和界值表的负极大值搜索）访问了 { $positions } 个局面：先手以最快的方式取胜，或以最慢的方式落败。
why-connect4-unsettled = 在请求的时间内（{ raise-time }）未能判定 { $moves } 是否保持结果（共 { $count } 步）；列出的只是已判定的着法。
error-db-foreign = { $file } 不是 Boyi 数据库
error-values-bad = { $file } 不是完整的区域值文件：其 { $what } 已损坏或被截断
error-values-other-game = { $file } 存的是 { $game } 的区域，不是{ $expected }的
values-part-body = 压缩正文
values-part-body-checksum = 正文（校验和）
values-part-form-count = 形式数
values-part-form-kind = 形式类别
values-part-form-option = 形式的选项
values-part-number = 形式中的数
values-part-region = 区域
values-part-region-count = 区域数
values-part-region-value = 区域的值
values-part-most-cells = 最大区域（超过 15 格）
error-db-version = { $file } 是格式 { $version } 的数据库；这个 Boyi 读取格式 { $supported }
error-db-damaged-header = { $file } 已损坏：文件头与校验和不符
error-db-damaged-table = { $file } 已损坏：第 { $tier } 层的块表与校验和不符
error-db-damaged-block = { $file } 已损坏：第 { $tier } 层第 { $block } 块：{ $what }
error-db-truncated = { $file } 不完整：第 { $tier } 层应到第 { $end } 字节为止，文件只有 { $length } 字节
error-db-mismatch = { $file }：第 { $tier } 层第 { $block } 块：有一条记录与其子局面的记录推出的不符
error-db-stopped-build = { $dir } 里有一次中断的建库：用同一命令加 --resume 继续，或者删掉它
error-db-bad-manifest = { $file } 不是 Boyi 建库时写的文件：请删掉它所在的文件夹
error-db-other-build = { $dir } 里是另一个数据库的建库（{ $held }）：删掉它，或者继续那次建库
error-db-tier-memory = 第 { $tier } 层约需 { $needed }，超过内存预算 { $budget }（{ raise-memory }）
error-db-lost-child = 有一步走到了第 { $tier } 层中先前没有找到的局面：规则文件的函数每次给出的答案都一样吗？
error-db-remoteness = 有局面的步数超过 { $max }，超出一条记录能存的范围
error-db-back-move = 有一步从第 { $from } 层回到了第 { $to } 层：走法只能留在本层或去往后面的层
error-db-other-game = { $file } 是 { $held } 的数据库，不是 { $asked } 的
error-db-other-rules = { $file } 是用另一套规则建的，与现在给出的 { $asked } 不同
error-db-not-held = { $position } 不在 { $file } 中；它只存从 { $root } 可达的局面
error-db-no-tiers = { $game } 没有求解数据库：它的局面不分层
error-db-lol-row = 数据库存 1 到 { $max } 格的行，不能是 { $cells } 格
error-db-lol-length = 这个数据库存的是 { $held } 格的行，不是 { $cells } 格
error-db-matches-size = 数据库存至多 { $max } 格、行列都不超过 8 的棋盘，不能是 { $rows } x { $cols }
error-db-chomp-box = { $position } 不在这个数据库中：它的图都在 { $rows } 行、每行 { $columns } 格的框内
error-db-chomp-size = 毒饼干数据库给一个框内的图编号，框最多 { $most } 行，且图的个数要在 64 位以内，不能是 { $rows } 行、每行 { $columns } 格
error-db-matches-shape = 这个数据库存的是 { $held-rows } x { $held-cols } 的棋盘，不是 { $rows } x { $cols }
error-db-other-shape = { $file } 存的是形如 { $held } 的局面，不是形如 { $asked } 的
error-dist-start = 工作者无法启动或意外中止：{ $error }
error-dist-no-hosts = { $file } 没有列出任何进程：每行一个 host:port
error-dist-host = { $file } 第 { $line } 行：'{ $text }' 不是 host:port
error-dist-process = --process { $process } 不是 { $processes } 个进程之一（从 0 数起）
error-dist-few-hosts = --processes { $processes } 需要 --hostfile 中有同样多行，但它只有 { $hosts } 行
error-dist-no-hostfile = --processes 大于 1 时需要 --hostfile FILE：每行一个 host:port，每个进程一行
error-dist-threads = --workers 每个进程可用 1 到 { $most } 个工作者线程
error-dist-workers = 一次构建总共可用 1 到 { $most } 个工作者
error-dist-steps-apart = 无法继续：第 { $worker } 号工作者完成了 { $done } 步，另一个只完成了 { $least } 步（各分片的构建文件夹弄混了吗？）
error-dist-lost = 与构建的第 { $process } 号进程失去了联系（{ $error }）：所有进程都重新运行后，用 --resume 逐个启动
error-dist-worker-failed = 构建的第 { $worker } 号工作者停下了：{ $error }
error-dist-worker-silent = 构建的第 { $worker } 号工作者一声不响地停下了（它的进程结束了，或断了连接）
error-dist-bad-message = 构建中的一个工作者发来了本工作者读不懂的消息：所有进程运行的是同一个 boyi 吗？
error-dist-no-shards = 没有可合并的分片：请列出这次构建的每个分片文件
error-dist-not-a-shard = { $file } 不是与其他文件同一次构建的分片
error-dist-missing-shard = 缺少 { $of } 个分片中的第 { $index } 个：请列出这次构建的每个分片文件
error-db-shard = { $file } 是由多个工作者构建的数据库的 { $of } 个分片中的第 { $index } 个：请先合并分片（boyi db merge）
error-rules-bad-tier = fn tier(p) 必须返回 0 到 4294967295 之间的整数，而不是 { $value }
error-connect4-size = 不支持 { $width } x { $height } 的四子棋棋盘：列数为 1 到 { $max }，格数（每列另加顶上一格）不超过 63
error-connect4-one-word = 四子棋的局面是一个词（下过的列，或各行），不能再有 { $word }
error-connect4-column = 第 { $move } 步：{ $column } 不是 1 到 { $width } 之间的列号
error-connect4-over = 第 { $move } 步（第 { $column } 列）在连成四子之后：对局已经结束
error-connect4-full = 第 { $move } 步：第 { $column } 列已满
error-connect4-rows = 按行写的棋盘需要 { $height } 行、每行 { $width } 格，用 / 连接
error-connect4-cell = 棋盘的格子是 .（空）、x（先手）和 o（后手）
error-connect4-floating = 有棋子悬在空格之上
error-connect4-counts = 先手（x）的棋子与后手（o）一样多，或多一个
error-connect4-after-end = 连成四子之后还在下
error-what-connect4-size = 棋盘的宽和高
error-db-cannot-list = 这个游戏不能把数据库的键还原成局面

## 反常商（boyi quotient）

quotient-title = { $game } 的反常商（misère quotient），堆大小至多 { $heap } 的所有和：
quotient-periodic = Φ 从堆 { $preperiod } 起以 { $period } 为周期，由反常商的周期性定理证明（Plambeck 与 Siegel 2008，承 Guy 与 Smith）：在算出的 { $heaps } 个堆中，对 { $preperiod } 到 { $last } 的每个 n 都有 Φ(n + { $period }) = Φ(n)，且 { $heaps } ≥ { $parts }·({ $start } + { $period }) + { $take } = { $needed }{ $preperiod ->
        [0] （从堆 0 起的周期按从堆 1 起证明：恰为 { $period } 的一部分没有大小为 0 的部分与之对应）
       *[other] {""}
    }；所以每个更大的堆都"假装"成比它小 { $period } 的堆的元素，这就是整个游戏的商。
quotient-reached = 按要求（--to）在堆 { $heap } 处停止：Φ 的周期尚未证明。
quotient-out-of-time = 在堆 { $heap } 之前停止：允许的时间用完了（--seconds）。
quotient-too-large = 在堆 { $heap } 之前停止：候选商将有 { $elements } 个或更多元素，超过上限。
quotient-search-too-long = 在堆 { $heap } 之前停止：验证候选商查看了 { $positions } 个局面，超过上限。
quotient-unrepaired = 在堆 { $heap } 处停止：候选商的修补都没能改正它最小的失败局面（请报告此问题）。
quotient-presentation = Q = { $monoid }{ $name }
quotient-order = |Q| = { $order }，|P| = { $p }：P = {"{"}{ $elements }{"}"}
quotient-tame = { $wild ->
        [1] 野（wild）：不是任何堆上反常 Nim 的商。
       *[other] 驯顺（tame）：T{ $tame }，即堆小于 2^{ $tame } 的反常 Nim 的商。
    }
quotient-phi = Φ(0..{ $last }) = { $words }
quotient-phi-more = … 以及另外 { $more } 个堆（--table 全部列出）
quotient-growth = 商在这些堆处变大（括号内为当时的阶）：{ $heaps }
quotient-partial = 这是部分商：更大的堆可能使它继续变大。
quotient-analysis = 结构：{ $idempotents } 个幂等元；* 标出核（kernel）的单位元（所有幂等元之积）。
column-genus = 亏格
column-heap = 堆
column-element = Φ
column-idempotent = 幂等元
column-subgroup = |极大子群|
column-archimedean = |阿基米德分支|
column-lower-covers = 下覆盖
column-subgroup-p = 子群中的 P
what-last-heap = 最后一个堆
what-seconds = 允许的秒数
error-no-genus = { $game } 在这里没有亏格：--genus 用于反常规则的取走-分裂代码（boyi table octal CODE --misere --genus --to N）
error-no-quotient = boyi quotient 接受一个取走-分裂代码（如 0.77），或 { $families } 之一及其选项；{ $game } 不在其中
error-quotient-amount = 这里允许的减法数量至多为 { $max }

## 非对称博弈（boyi value、boyi solve domineering …）
rules-clobber = 棋子 x（左方）和 o（右方）；一步把自己的一枚棋子移到相邻（上下左右）的对方棋子上并吃掉它；无子可走者负。
rules-hackenbush = 立在地面上的边；左方砍蓝边（L），右方砍红边（R），双方都可砍绿边（G）；与地面断开的部分随之落下；无边可砍者负。
error-hackenbush-colour = 边的颜色是 L（蓝）、R（红）或 G（绿）
error-hackenbush-edge = 边写作 a-bC：两个不同的顶点（0 是地面，最大 { $max }）和颜色 L、R 或 G
error-hackenbush-too-many = 图最多有 { $max } 条边
rules-toads = 一排蟾蜍 T（左方）和青蛙 F（右方）；蟾蜍向右走一格到空格，或跳过一只青蛙落到其后的空格；青蛙向左同样走；无法走动者负。
error-toads-cell = 格子是 T（蟾蜍）、F（青蛙）或 .（空）
error-toads-too-long = 一排最多 { $max } 格
error-rules-partizan-cycle = { $file }：游戏可以回到局面 { $position }，因此没有标准形式（短博弈不会重复）
what-rows = 行数
what-cells = 格数
rules-domineering = 棋盘上的空格；左方竖放一张多米诺骨牌，右方横放；无处可放者负。
partizan-value = 值：{ $value }
partizan-class-l = 结果 L：无论谁先走，左方胜
partizan-class-r = 结果 R：无论谁先走，右方胜
partizan-class-n = 结果 N：先走者胜
partizan-class-p = 结果 P：先走者负（值为 0）
partizan-why = 搜索双方的每一步直到终局，局面的值是它的标准型 { $value }{ $components ->
        [0] {""}
       *[other] ，即它的 { $components } 个互不影响的部分的值之和（每步只在一个部分里走，所以各部分相加）
    }（{ $positions ->
        [0] 已无步可搜
       *[other] 共求值 { $positions } 个局面
    }）；与 0 比较得到{ $class }。
partizan-why-stored = 各部分的值读自存储值的文件，局面的值是它的标准型 { $value }{ $components ->
        [0] {""}
       *[other] ，即它的 { $components } 个互不影响的部分的值之和
    }；与 0 比较得到{ $class }。
partizan-stops = 停止值：左 { $left }，右 { $right }
partizan-mean = 平均值 { $mean }，温度 { $temperature }
partizan-atomic = 原子权重 { $weight }
partizan-atomic-none = 没有原子权重（不是无穷小，或不是原子的）
partizan-reduced = 约化标准形式 { $form }
partizan-cooled = 冷却 { $t } 后：{ $value }
partizan-heated = 加热 { $t } 后：{ $value }
partizan-overheated = 从 { $s } 到 { $t } 过热后：{ $value }
error-cool-comparison = --cool、--heat 和 --overheat 变换的是一个博弈，不是比较式：请只给一个博弈
error-operand-comparison = { $option } { $value }：请给一个博弈，不是比较式
error-cool = --cool { $value }：温度必须是大于 -1 的数，例如 1/2
partizan-birthday = 生日：第 { $day } 天
partizan-incentives = 激励：左方 { $left }；右方 { $right }
partizan-thermograph = 温度图：两壁（温度，值）直到桅杆 { $mean }，桅杆自温度 { $temperature } 起
partizan-wall-left = 左壁：{ $points }
partizan-wall-right = 右壁：{ $points }
partizan-not-computed = （未计算：需要超过 { $budget } 内存；{ raise-memory }）
partizan-form-too-long = （超过 { $max } 个字符；生日第 { $day } 天）
error-form-too-long = 标准型太长，超过一个回答可输出的上限（{ $bytes }）
partizan-cmp-less = { $left } < { $right }
partizan-cmp-equal = { $left } = { $right }
partizan-cmp-greater = { $left } > { $right }
partizan-cmp-confused = { $left } 与 { $right } 不可比（模糊，两者都不大于等于对方）
partizan-holds = { $left } { $relation } { $right }：成立
partizan-fails = { $left } { $relation } { $right }：不成立
partizan-components = { $count } 个独立部分：
partizan-left-moves = 左方的走法（{ $count } 种）：
partizan-right-moves = 右方的走法（{ $count } 种）：
error-partizan-position = 请给出局面，例如 boyi solve { $example }
error-sum-too-large = 这个和估计需要{ $estimate }，超过了内存预算剩下的 { $budget }（热博弈的和可能比各项大得多，呈指数增长；{ raise-memory }）
error-sum-estimate = 约 { $bytes }
error-sum-estimate-unknown = 多得无法计数的内存
error-partizan-too-large = 标准形式超出了内存预算（{ $budget } 中已有 { $games } 个博弈；许多热博弈之和可能指数增长；{ raise-memory }）
error-partizan-foretold = 求此局面的值大约要存 { $positions } 个局面（由它的 { $parts } 个较小部分推算）
error-partizan-memory = 搜索已存 { $positions } 个局面，达到内存预算 { $budget }（{ raise-memory }）
error-value-too-big = 数大于 { $max }
error-game-unexpected = 博弈表达式中有意外的字符
error-game-expected = 此处应为一个博弈（数、*、^、v、{"{"}…{"}"} 或括号）
error-game-close-brace = 缺少闭合的 {"}"}
error-game-close-paren = 缺少闭合的 )
error-game-denominator = 分母必须是 2 的幂，且不超过 { $max }
error-game-no-bar = 花括号里需要一条竖线分开左右两方的选项，例如 {"{"}1|0{"}"}
error-game-ambiguous-bars = 两个分隔符的竖线一样多：外层要写更多竖线，例如 {"{"}3||2|1{"}"}
error-expression-too-long = 表达式有 { $chars } 个字符；最多读取 { $max } 个
error-expression-too-deep = 花括号、括号和正负号嵌套超过 { $max } 层
error-board-rows = 棋盘是等长的行，用 | 连接，例如 ...|...
error-board-too-big = 棋盘最多 64 格；此棋盘有 { $cells } 格
error-outcome-too-big = 胜负搜索最多处理 { $most } 格的棋盘；这个有 { $cells } 格
error-outcome-stopped = 胜负搜索在判定之前被停止了
error-outcome-nodes = 胜负搜索已访问 { $nodes } 个局面（约为一次请求可运行的 { $time }；{ raise-time }）仍未判定
error-outcome-so-far = { $why }（此前已搜索 { $nodes } 个局面，用时 { $time }）
error-outcome-plot = 胜负表没有图：--plot 画的是精确值的平均值和温度
error-outcome-workers-all-moves = --all-moves 在一台机器上判定每一步；多个工作者（--workers、--hostfile）只分担谁胜的搜索
error-workers-outcome-only = 多个工作者（--workers、--hostfile）只分担划分游戏的胜负搜索（--outcome）
error-checkpoint-outcome-only = --checkpoint 保存长时间搜索的进度：划分游戏的胜负搜索（--outcome；配合 --workers 或 --hostfile 时每个工作者把自己的部分存在 FILE.worker-K-of-N），或某个游戏族自己在一台机器上的搜索（`boyi solve 游戏名 --help` 列出 --checkpoint 的游戏）
error-checkpoint-none = { $game } 没有需要保存的长时间搜索：它的答案来自理论或普通搜索
error-checkpoint-all-moves = --checkpoint 保存谁胜的搜索；--all-moves 会重新判定每一步
error-checkpoint-kept = { $why }；目前的搜索（{ $nodes } 个局面）已保存在 { $file }：再次运行同一命令即可继续
outcome-searched = 个局面已搜索
outcome-left-first = 左方（竖放）先走
outcome-right-first = 右方（横放）先走
outcome-wins = { $player }必胜：{ $move }  =>  { $after }
outcome-loses = { $player }必败
outcome-figures = 搜索了 { $nodes } 个局面，用时 { $seconds } 秒，其中 { $leaves } 个由各区域的精确值判定；置换表：{ $capacity } 项中已用 { $filled } 项，命中 { $hits } 次
outcome-by-symmetry = 无需另行搜索：棋盘转动（沿对角线翻转或转四分之一圈）后不变而双方互换，所以这是左方结果的转动
outcome-why = 为什么（胜负搜索）：对胜负做 α-β 搜索；一方的安全着法多于另一方还能走的全部着法时立即判定，由小区域组成的棋盘用各区域精确值之和判定；已判定的棋盘按对称只存一次
outcome-row-wins = 先走必胜：{ $move }
outcome-row-loses = 先走必败
outcome-row-figures = { $nodes } 个局面，{ $seconds } 秒
error-regions-too-big = --regions 为 { $cells }；多米诺区域最多统计到 { $most } 格（16 格的区域可能需要 72 格的棋盘）
error-regions-alone = --regions 统计最多 N 格的所有区域，不接受 --to 或 --plot
error-board-cell = 未知的格子

## 填骨牌（Cram）

move-cram = { $cells }
cram-searched = 公平游戏，正常规则（SG 定理）：{ $count ->
        [one] 空格连成一块区域（{ $sizes } 格），
       *[other] 骨牌不会把两块空格区域连起来，所以局面是它的 { $count } 块区域（各 { $sizes } 格）的和，SG 值是各区域的异或；每块区域
    }按正方形的 8 种对称只算一次，取其走法的 mex（已存 { $stored } 块区域）。SG 值为 { $nimber }：{ $nimber ->
        [0] 先手必败。
       *[other] 必胜走法留下 SG 值 0。
    }
cram-mirrored = 对称策略（Gardner）：棋盘旋转半周后空格不变，且没有空格是自己的像或与之相邻，所以后手总能在对手骨牌的对称位置放一张；先手必败（SG 值 0）。
cram-to-mirror = 有一块区域超过博弈搜索的 { $max } 格，所以不计算 SG 值；但列出的走法留下对称策略必败的局面（旋转半周空格不变，且没有空格是自己的像或与之相邻：后手总在对称位置应着）。其他必胜走法（如果有）没有搜索。
what-cram-regions = 计算填骨牌的区域
error-what-cram-board = 一个棋盘，例如 ..#|... 或 3x4
error-cram-too-large = 有一块 { $cells } 个空格的区域，超过搜索上限 { $max } 格，而对称策略不适用于这个棋盘

## 前门的组合形式：由其他游戏组成的游戏与计算（ask/form.rs）

title-sum = 游戏的和
title-selective = 选择复合
title-conjunctive = 合取复合
title-every = Every-SG 复合
title-misere = 反常和（Anti-SG）
title-graph = 有向图上的游戏
title-dice = 古代赌局
title-nimprod = 尼姆积
rules-sum = 若干个公平游戏并列；每步在其中一个里走一步；无法走的一方输。各分量的 SG 值异或即和的 SG 值。
rules-selective = 若干个公平游戏并列；每步在任意非空的一组分量里各走一步；无法走的一方输。
rules-conjunctive = 若干个公平游戏并列；每步在每个分量里都走一步；任一分量无法走时游戏结束（Steinhaus 的远度）。
rules-every = 若干个公平游戏并列；每步在每个还能走的分量里都走一步（Smith 的悬念数）。
rules-misere = 若干个公平游戏并列；每步在其中一个里走一步；无法走的一方获胜（满足 SJ 定理的条件时按该定理求解）。
rules-graph = 有向图（从文件读取，可以有环）的某个顶点上放一枚棋子；每步沿一条边移动它；无法移动的一方输；无尽的对局为平局。
rules-dice = 在 F 个格子之一押 1；掷 K 枚骰子；m 枚相符则按第 m 个赔率赔付并退还押金，无相符则输掉押金：精确的概率与庄家优势。
rules-nimprod = 两个小于 2^128 的数的尼姆积 A ⊗ B，以及各自的逆元：即翻角游戏中硬币 (A, B) 的值。
not-for-form = { $game } 由 solve 整体回答：这里不能逐步对弈，没有数值表，也没有求解数据库
error-transforms-together = cool、heat 和 overheat 不能同时给出：只给一个
error-overheat-games = overheat 需要两个游戏 S,T，却给了 { $count } 个

## boyi contest --list：每道题是什么

contest-about-qiuqiu = 取球博弈（种子文本中的蓝桥杯题）：每次取 1、3、7 或 8 个球，取走最后一个者输；先给个数 n，再给 n 个球数；先手胜输出 1，否则输出 0。
contest-about-gaoseng = 高僧斗法（种子文本中的蓝桥杯题）：台阶上的小和尚，即阶梯博弈；一行位置；输出第一种必胜走法 `A B`，或 -1。
contest-about-lol = 填字母游戏（种子文本中的蓝桥杯题）：轮流填 L 或 O，先拼出 LOL 者胜；先给个数 n，再给 n 行；先手胜、平、负分别输出 1、0、-1。
contest-about-huochai = 火柴游戏（种子文本中的蓝桥杯题）：在格子上放火柴；一块棋盘（或先给个数，再给多块）；输出走出必胜一步后的棋盘，或 -1。
contest-about-dice = 古代赌局（种子文本中的题）：模拟掷骰子赌局 500000 局；无输入；输出庄家的赢率。
contest-about-poj2234 = POJ 2234 "Matches Game"：尼姆博弈；每行 `M a1 … aM`，直到输入结束；先手胜输出 Yes，否则输出 No。
contest-about-hdu1907 = HDU 1907 "John"（POJ 3480）：反常尼姆，吃掉最后一颗糖者输；先给 T，再给 T 组 `N a1 … aN`；先手（John）胜输出 John，否则输出 Brother。
contest-about-hdu2509 = HDU 2509 "Be the Winner"：从一排苹果中取走连续的若干个，取走最后一个者输（反常的 0.(7)）；每组 `n a1 … an`，直到输入结束；输出 Yes 或 No。
contest-about-hdu3032 = HDU 3032 "Nim or not Nim?"：从一堆中取，或把一堆分成两堆（Lasker 的尼姆，4.(3)）；先给 T，再给 T 组 `N s1 … sN`；先手（Alice）胜输出 Alice，否则输出 Bob。
contest-about-hdu5795 = HDU 5795 "A Simple Nim"：从一堆中取，或把一堆分成三堆（Multi-SG，8.(3)）；先给 T，再给 T 组 `n s1 … sn`；输出 First player wins. 或 Second player wins.
contest-about-hdu2516 = HDU 2516 “取石子游戏”：斐波那契博弈，每次至多取上一次的两倍；一行一个石子数，以 0 结束；输出 First win 或 Second win。
contest-about-hdu1848 = HDU 1848 "Fibonacci again and again"：三堆，每次从一堆取斐波那契数个；每行 `m n p`，以 `0 0 0` 结束；先手胜输出 Fibo，否则输出 Nacci。
contest-about-hdu1524 = HDU 1524 "A Chess Game"（POJ 2425）：有向无环图上的若干棋子，即游戏的和；先给 N 和 N 行 `X t1 … tX`，再给若干局 `M p1 … pM`，以 0 结束；输出 WIN 或 LOSE。
contest-about-hdu3595 = HDU 3595 "GG and MM"：若干局欧几里得游戏（从大堆取小堆的倍数个），每轮每局都要走，即 Every-SG；每组先给 N，再给 N 行 `p q`，直到输入结束；先手（MM）胜输出 MM，否则输出 GG。
contest-about-poj3710 = POJ 3710 "Christmas Game"：树上挂着多边形，每步删去一条边，与根不再相连的部分一并去掉（无向图删边，即绿色 Hackenbush：奇环缩成一条边，偶环缩成一个点）；每组若干棵树 `m k` 与 k 条边，直到输入结束；先手（Sally）胜输出 Sally，否则输出 Harry。
error-contest-node = 不是这棵树的结点：它的 { $nodes } 个结点从 1 开始编号
what-tree-node = 树的一个结点
error-contest-name = 请给出题名：`boyi contest --list` 列出全部题目
error-contest-extra = 计数所说的最后一组之后还有输入
error-contest-draw = 这局可以永远下下去（图中有环），既不是 WIN 也不是 LOSE：题目中的图是无环的
error-contest-position = 不是这个图的位置：它的 { $vertices } 个位置从 0 开始编号
what-graph-position = 图中的一个位置
error-contest-heap-too-large = 堆 { $heap } 的值要由所有更小的堆求出，超过了这个请求最多能计算的 { $limit } 个值
