<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Elder Table</source>
        <translation>关于 Elder Table</translation>
    </message>
    <message>
        <source>A desktop table for tabletop games of cosmic horror and alchemy, played with the mouse by people and bots at one screen.</source>
        <translation>一张搬上电脑的游戏桌，用来游玩宇宙恐怖与炼金术题材的桌游：真人玩家与电脑玩家在同一块屏幕前用鼠标对局。</translation>
    </message>
    <message>
        <source>Qt {qt}, PySide6 {pyside}, Python {python}</source>
        <translation>Qt {qt}，PySide6 {pyside}，Python {python}</translation>
    </message>
    <message>
        <source>Saves: {path}</source>
        <translation>存档：{path}</translation>
    </message>
    <message>
        <source>Logs: {path}</source>
        <translation>日志：{path}</translation>
    </message>
    <message>
        <source>Settings: {path}</source>
        <translation>设置：{path}</translation>
    </message>
</context>
<context>
    <name>AlchemyView</name>
    <message>
        <source>Pile: {n}</source>
        <translation>板块堆：{n}</translation>
    </message>
    <message>
        <source>Drop here to replace (2 actions)</source>
        <translation>放到此处以更换（2次行动）</translation>
    </message>
    <message>
        <source>Alchemy puzzle, side {side}</source>
        <translation>炼金术谜题，{side}面</translation>
    </message>
    <message>
        <source>Stop and test (T)</source>
        <translation>停止并检定 (T)</translation>
    </message>
    <message>
        <source>Keys: arrows or Tab select a piece, Space picks it up, arrows aim, Enter swaps, Escape puts it down, Delete replaces, T tests, S spends a skill point.</source>
        <translation>按键：方向键或Tab选择板块，空格键拿起，方向键瞄准，Enter交换，Esc放下，Delete更换，T检定，S花费技能点。</translation>
    </message>
    <message>
        <source>Puzzle actions: {n}</source>
        <translation>解谜行动：{n}</translation>
    </message>
    <message>
        <source>Correct pieces: {c} of {n}</source>
        <translation>正确放置的板块：{c}/{n}</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Rolled {face}: {verdict}.</source>
        <translation>掷出{face}：{verdict}。</translation>
    </message>
    <message>
        <source>Draw a Side Effect card.</source>
        <translation>抽一张副作用卡。</translation>
    </message>
    <message>
        <source>Chance to pass if tested now: &lt;b&gt;{p}&lt;/b&gt;</source>
        <translation>现在检定的通过概率：&lt;b&gt;{p}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Skill points: {k}, Luck {luck}</source>
        <translation>技能点：{k}，运气{luck}</translation>
    </message>
    <message>
        <source>Spend a skill point (+{luck} actions)</source>
        <translation>花费技能点（+{luck}次行动）</translation>
    </message>
    <message>
        <source>Drop the piece on a piece that touches it, or on the tray.</source>
        <translation>将板块放到与它相邻的板块上，或放到托盘上。</translation>
    </message>
    <message>
        <source>Picked up; choose where with the arrows, Enter swaps.</source>
        <translation>已拿起；用方向键选择位置，按Enter交换。</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>A card lying face down. Only the cultist knows it.</source>
        <translation>一张面朝下的牌，只有邪教徒玩家知道它是什么。</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>面朝下</translation>
    </message>
    <message>
        <source>revealed</source>
        <translation>已揭示</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>已关闭</translation>
    </message>
    <message>
        <source>{place}: {cards} cards, {people} investigators.</source>
        <translation>{place}：{cards}张牌，{people}名调查员。</translation>
    </message>
    <message>
        <source>Secret Rituals: cultists chant here for Summon Points, resolved after every location. Investigators never enter.</source>
        <translation>秘密仪式：邪教徒在此吟唱以获得召唤点数，在所有地点之后结算。调查员不能进入。</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n}张牌</translation>
    </message>
    <message>
        <source>no book owned yet</source>
        <translation>尚未拥有书籍</translation>
    </message>
    <message>
        <source>The Study: drop an investigator on a book the team owns to read it this turn.</source>
        <translation>书房：将一名调查员拖到小队拥有的书籍上，即可在本回合阅读该书。</translation>
    </message>
    <message>
        <source>read</source>
        <translation>已阅读</translation>
    </message>
    <message>
        <source>Now: {card} at {place}</source>
        <translation>当前：{place}的{card}</translation>
    </message>
    <message>
        <source>Now: {place}</source>
        <translation>当前：{place}</translation>
    </message>
    <message>
        <source>Turn {n}: {phase}</source>
        <translation>第{n}回合：{phase}</translation>
    </message>
    <message>
        <source>The check needs {n} successes (5 or 6).</source>
        <translation>本次检定需要{n}个成功（5或6）。</translation>
    </message>
    <message>
        <source>No dice rolled this turn yet.</source>
        <translation>本回合尚未掷骰。</translation>
    </message>
    <message>
        <source>What is being resolved now, and this turn&apos;s latest dice.</source>
        <translation>当前正在结算的内容，以及本回合最近的掷骰结果。</translation>
    </message>
    <message>
        <source>hits: {n}</source>
        <translation>命中：{n}</translation>
    </message>
    <message>
        <source>{infirmary}: {ward}</source>
        <translation>{infirmary}：{ward}</translation>
    </message>
    <message>
        <source>The Infirmary&apos;s Intensive Care ward: investigators beaten in combat wait here. A roll at cleanup lets them out.</source>
        <translation>医务室的重症监护室：在战斗中落败的调查员在此等待。清理阶段掷骰成功即可离开。</translation>
    </message>
    <message>
        <source>Jail: investigators arrested by the police. A roll at cleanup frees them.</source>
        <translation>监狱：被警察逮捕的调查员。清理阶段掷骰成功即可获释。</translation>
    </message>
    <message>
        <source>Temporary Insanity: investigators whose minds gave way. A roll at cleanup brings them back.</source>
        <translation>暂时疯狂：精神崩溃的调查员。清理阶段掷骰成功即可恢复。</translation>
    </message>
    <message>
        <source>Draw deck</source>
        <translation>抽牌堆</translation>
    </message>
    <message>
        <source>The draw deck: {n} cards, face down.</source>
        <translation>抽牌堆：{n}张牌，面朝下。</translation>
    </message>
    <message>
        <source>Cult&apos;s items</source>
        <translation>邪教的物品</translation>
    </message>
    <message>
        <source>Items the cult took: {names}</source>
        <translation>被邪教夺走的物品：{names}</translation>
    </message>
    <message>
        <source>Gained</source>
        <translation>已获得</translation>
    </message>
    <message>
        <source>Cards the team gained: {names}</source>
        <translation>小队已获得的牌：{names}</translation>
    </message>
    <message>
        <source>Out of the game</source>
        <translation>已移出游戏</translation>
    </message>
    <message>
        <source>Out of the game: {names}</source>
        <translation>已移出游戏：{names}</translation>
    </message>
    <message>
        <source>Your hand: {n} cards</source>
        <translation>你的手牌：{n}张</translation>
    </message>
    <message>
        <source>The cultist&apos;s hand: {n} cards, face down</source>
        <translation>邪教徒玩家的手牌：{n}张，面朝下</translation>
    </message>
    <message>
        <source>The cultist&apos;s hand: {n} cards.</source>
        <translation>邪教徒玩家的手牌：{n}张。</translation>
    </message>
    <message>
        <source>Seen going back into it: {names}.</source>
        <translation>已知被收回手牌的牌：{names}。</translation>
    </message>
    <message>
        <source>The team: {n} free investigators</source>
        <translation>小队：{n}名空闲调查员</translation>
    </message>
    <message>
        <source>The investigators: {n} free</source>
        <translation>调查员：{n}名空闲</translation>
    </message>
    <message>
        <source>Free to act</source>
        <translation>可行动</translation>
    </message>
    <message>
        <source>Items and books</source>
        <translation>物品与书籍</translation>
    </message>
    <message>
        <source>with {inv}</source>
        <translation>由{inv}持有</translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <source>End play</source>
        <translation>结束出牌</translation>
    </message>
    <message>
        <source>End the Investigation Phase</source>
        <translation>结束调查阶段</translation>
    </message>
    <message>
        <source>Face Nyarlathotep</source>
        <translation>迎战奈亚拉托提普</translation>
    </message>
    <message>
        <source>Reveal {place}</source>
        <translation>揭示{place}</translation>
    </message>
    <message>
        <source>Fight the cultists</source>
        <translation>与邪教徒战斗</translation>
    </message>
    <message>
        <source>Resolve {card}</source>
        <translation>结算{card}</translation>
    </message>
    <message>
        <source>{card} is devoured</source>
        <translation>{card}被吞噬</translation>
    </message>
    <message>
        <source>{inv} is killed</source>
        <translation>{inv}被杀死</translation>
    </message>
    <message>
        <source>{inv} goes to Intensive Care</source>
        <translation>{inv}进入重症监护室</translation>
    </message>
    <message>
        <source>Give up {card}</source>
        <translation>放弃{card}</translation>
    </message>
    <message>
        <source>Roll again with the Magical Ring</source>
        <translation>使用魔法戒指重新掷骰</translation>
    </message>
    <message>
        <source>Keep the roll</source>
        <translation>保留掷骰结果</translation>
    </message>
    <message>
        <source>Take {item}</source>
        <translation>拿取{item}</translation>
    </message>
    <message>
        <source>Leave {item}</source>
        <translation>留下{item}</translation>
    </message>
    <message>
        <source>{inv} rolls</source>
        <translation>{inv}掷骰</translation>
    </message>
</context>
<context>
    <name>CodeView</name>
    <message>
        <source>Code puzzle</source>
        <translation>密码谜题</translation>
    </message>
    <message>
        <source>Click the top of a dial for the next symbol, the bottom for the one before. Keys: Left and Right pick a dial, Up and Down turn it, Enter tries the code, S spends a clue, End stops.</source>
        <translation>点击转盘上半部分切换到下一个符号，点击下半部分切换到上一个符号。按键：左右方向键选择转盘，上下方向键转动转盘，Enter尝试密码，S花费线索，End停止。</translation>
    </message>
    <message>
        <source>Gold peg: right symbol, right dial. Silver ring: right symbol, another dial.</source>
        <translation>金钉：符号正确，转盘正确。银环：符号正确，但属于另一个转盘。</translation>
    </message>
    <message>
        <source>Try this code (1 step)</source>
        <translation>尝试此密码（1步）</translation>
    </message>
</context>
<context>
    <name>ComparePanel</name>
    <message>
        <source>Win rate: {side}</source>
        <translation>胜率：{side}</translation>
    </message>
    <message>
        <source>Rounds (mean; Welch t-test)</source>
        <translation>轮数（平均值；Welch t检验）</translation>
    </message>
    <message>
        <source>Rounds (median; Mann-Whitney U test)</source>
        <translation>轮数（中位数；Mann-Whitney U检验）</translation>
    </message>
    <message>
        <source>{name} (mean; Welch t-test)</source>
        <translation>{name}（平均值；Welch t检验）</translation>
    </message>
    <message>
        <source>{table}: {key} reached</source>
        <translation>{table}：达到{key}</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Finish two runs to compare them.</source>
        <translation>完成两次运行后即可进行比较。</translation>
    </message>
    <message>
        <source>First: {a} games. Second: {b} games. {n} of {m} numbers differ significantly (p &lt; 0.05).</source>
        <translation>第一次：{a}局。第二次：{b}局。{m}项数值中有{n}项存在显著差异（p &lt; 0.05）。</translation>
    </message>
    <message>
        <source>Both sides show the same run; pick two different runs.</source>
        <translation>两侧显示的是同一次运行；请选择两次不同的运行。</translation>
    </message>
    <message>
        <source>Win rate by side: first and second run</source>
        <translation>各方胜率：第一次与第二次运行</translation>
    </message>
    <message>
        <source>Rounds to the end (% of games)</source>
        <translation>结束所需轮数（占局数的%）</translation>
    </message>
    <message>
        <source>first</source>
        <translation>第一次</translation>
    </message>
    <message>
        <source>second</source>
        <translation>第二次</translation>
    </message>
    <message>
        <source>First run</source>
        <translation>第一次运行</translation>
    </message>
    <message>
        <source>Second run</source>
        <translation>第二次运行</translation>
    </message>
    <message>
        <source>What</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>First</source>
        <translation>第一次</translation>
    </message>
    <message>
        <source>Second</source>
        <translation>第二次</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>差值</translation>
    </message>
    <message>
        <source>p-value</source>
        <translation>p值</translation>
    </message>
    <message>
        <source>Significant</source>
        <translation>显著</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Pass the mouse to {seat}</source>
        <translation>请将鼠标交给{seat}</translation>
    </message>
    <message>
        <source>The table stays hidden so that nobody sees another person&apos;s cards. {seat}: click when you are ready.</source>
        <translation>牌桌暂时隐藏，以免有人看到他人的牌。{seat}：准备好后请点击。</translation>
    </message>
    <message>
        <source>I am {seat}: show my table</source>
        <translation>我是{seat}：显示我的牌桌</translation>
    </message>
</context>
<context>
    <name>DesignerPanel</name>
    <message>
        <source>Open a scenario</source>
        <translation>打开剧本</translation>
    </message>
    <message>
        <source>Scenario files (*.json);;All files (*)</source>
        <translation>剧本文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>the file is larger than 16 MB</source>
        <translation>文件大于16 MB</translation>
    </message>
    <message>
        <source>cannot read the file: {why}</source>
        <translation>无法读取文件：{why}</translation>
    </message>
    <message>
        <source>Checking scenario files needs the Mansions rules, which this version of Elder Table does not have yet. Only the JSON syntax was checked.</source>
        <translation>检查剧本文件需要疯狂诡宅的规则，而此版本的 Elder Table 尚未包含。仅检查了 JSON 语法。</translation>
    </message>
    <message>
        <source>The scenario check failed: {error}</source>
        <translation>剧本检查失败：{error}</translation>
    </message>
    <message>
        <source>not valid JSON: {msg} (line {line}, column {col})</source>
        <translation>不是有效的 JSON：{msg}（第{line}行，第{col}列）</translation>
    </message>
    <message>
        <source>{path}: the file is not valid JSON</source>
        <translation>{path}：文件不是有效的 JSON</translation>
    </message>
    <message>
        <source>Line {line}, column {col}</source>
        <translation>第{line}行，第{col}列</translation>
    </message>
    <message>
        <source>{path}: line {line}, column {col}</source>
        <translation>{path}：第{line}行，第{col}列</translation>
    </message>
    <message>
        <source>{path} is not in the file; its nearest part that is starts at line {line}, column {col}</source>
        <translation>文件中没有{path}；文件中与之最接近的部分始于第{line}行，第{col}列</translation>
    </message>
    <message>
        <source>Open scenario…</source>
        <translation>打开剧本…</translation>
    </message>
    <message>
        <source>Check again</source>
        <translation>重新检查</translation>
    </message>
    <message>
        <source>Simulate this scenario</source>
        <translation>模拟此剧本</translation>
    </message>
    <message>
        <source>No scenario file open.</source>
        <translation>未打开剧本文件。</translation>
    </message>
    <message>
        <source>Open a Mansions scenario file to check it. It is checked again whenever it changes on disk.</source>
        <translation>打开疯狂诡宅剧本文件即可检查。磁盘上的文件每次变动后都会重新检查。</translation>
    </message>
    <message>
        <source>One problem. Click it to see where it is.</source>
        <translation>发现1个问题。点击即可查看其位置。</translation>
    </message>
    <message>
        <source>{n} problems. Click one to see where it is.</source>
        <translation>发现{n}个问题。点击任一问题即可查看其位置。</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>未发现问题。</translation>
    </message>
</context>
<context>
    <name>DiceRow</name>
    <message>
        <source>{who} tests {skill} ({n} dice), needs {d} success(es).</source>
        <translation>{who}进行{skill}检定（{n}颗骰子），需要{d}个成功。</translation>
    </message>
    <message>
        <source>{who} tests {skill} ({n} dice).</source>
        <translation>{who}进行{skill}检定（{n}颗骰子）。</translation>
    </message>
    <message>
        <source>Clues spent: {n}.</source>
        <translation>已花费线索：{n}。</translation>
    </message>
    <message>
        <source>Rolling…</source>
        <translation>掷骰中…</translation>
    </message>
    <message>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>investigation</source>
        <translation>调查结果</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>空白</translation>
    </message>
    <message>
        <source>Die {n}: face {face} of 8</source>
        <translation>骰子{n}：8面中的第{face}面</translation>
    </message>
</context>
<context>
    <name>DiceTray</name>
    <message>
        <source>Dice</source>
        <translation>骰子</translation>
    </message>
    <message>
        <source>No dice rolled yet.</source>
        <translation>尚未掷骰。</translation>
    </message>
    <message>
        <source>Last roll: {faces} on {count}d{sides}, total {total}</source>
        <translation>上次掷骰：{count}d{sides}掷出{faces}，总计{total}</translation>
    </message>
</context>
<context>
    <name>Documents</name>
    <message>
        <source>Elder Table saves (*.json);;All files (*)</source>
        <translation>Elder Table 存档 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>打开已保存的游戏</translation>
    </message>
    <message>
        <source>{game} cannot be played in this version yet: its table is not built.</source>
        <translation>此版本尚不能游玩{game}：其牌桌尚未完成。</translation>
    </message>
    <message>
        <source>{game} cannot be played in this version yet.</source>
        <translation>此版本尚不能游玩{game}。</translation>
    </message>
    <message>
        <source>The save does not replay: {reason}</source>
        <translation>存档无法重放：{reason}</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>保存游戏</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>已保存到{path}</translation>
    </message>
    <message>
        <source>(no recent files)</source>
        <translation>（无最近文件）</translation>
    </message>
    <message>
        <source>(no interrupted games)</source>
        <translation>（无中断的游戏）</translation>
    </message>
    <message>
        <source>{game}, {n} actions, {when}</source>
        <translation>{game}，{n}步操作，{when}</translation>
    </message>
    <message>
        <source>Resume the interrupted game?</source>
        <translation>继续中断的游戏吗？</translation>
    </message>
    <message>
        <source>A game was interrupted: {what}. Resume it where it stopped?</source>
        <translation>有一局游戏被中断：{what}。要从中断处继续吗？</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>暂不</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>Cannot open the file</source>
        <translation>无法打开文件</translation>
    </message>
    <message>
        <source>Elder Table cannot open {path}.</source>
        <translation>Elder Table 无法打开{path}。</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <source>The game was not saved. Nothing was overwritten.</source>
        <translation>游戏未保存，也没有覆盖任何文件。</translation>
    </message>
    <message>
        <source>Cannot write the data folder</source>
        <translation>无法写入数据文件夹</translation>
    </message>
    <message>
        <source>Elder Table cannot write its data folder, so games will not be autosaved. Free some space or fix the folder&apos;s permissions.</source>
        <translation>Elder Table 无法写入其数据文件夹，因此游戏不会自动保存。请释放一些磁盘空间，或修正该文件夹的权限。</translation>
    </message>
    <message>
        <source>(no log file could be written)</source>
        <translation>（无法写入日志文件）</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>意外错误</translation>
    </message>
    <message>
        <source>Something went wrong inside Elder Table. Your game was autosaved after the last action.</source>
        <translation>Elder Table 内部出现问题。你的游戏已在最后一步操作后自动保存。</translation>
    </message>
    <message>
        <source>The details are in the log file {path}.</source>
        <translation>详细信息见日志文件{path}。</translation>
    </message>
</context>
<context>
    <name>ExportActions</name>
    <message>
        <source>Export the plots to</source>
        <translation>将图表导出到</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON 文件 (*.json)</translation>
    </message>
    <message>
        <source>Export the results</source>
        <translation>导出结果</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>已保存{path}</translation>
    </message>
    <message>
        <source>Saved {n} files in {folder}</source>
        <translation>已在{folder}中保存{n}个文件</translation>
    </message>
</context>
<context>
    <name>FinalScreen</name>
    <message>
        <source>The Final Battle against Nyarlathotep</source>
        <translation>与奈亚拉托提普的最终决战</translation>
    </message>
    <message>
        <source>The Final Battle against Nyarlathotep: round {n}</source>
        <translation>与奈亚拉托提普的最终决战：第{n}轮</translation>
    </message>
    <message>
        <source>10 + Summon {s} − Mythos {m}</source>
        <translation>10 + 召唤点数{s} − 神话点数{m}</translation>
    </message>
    <message>
        <source>(at most {n})</source>
        <translation>（最多{n}）</translation>
    </message>
    <message>
        <source>Nyarlathotep, the Crawling Chaos: {n} dice ({formula}).</source>
        <translation>奈亚拉托提普，伏行之混沌：{n}颗骰子（{formula}）。</translation>
    </message>
    <message>
        <source>hits: {n}</source>
        <translation>命中：{n}</translation>
    </message>
    <message>
        <source>His roll</source>
        <translation>他的掷骰</translation>
    </message>
    <message>
        <source>Nyarlathotep rolls {n} dice</source>
        <translation>奈亚拉托提普掷{n}颗骰子</translation>
    </message>
    <message>
        <source>Their roll</source>
        <translation>调查员的掷骰</translation>
    </message>
    <message>
        <source>Last Sanity check</source>
        <translation>最后的神智检定</translation>
    </message>
    <message>
        <source>The investigators roll {n} dice</source>
        <translation>调查员掷{n}颗骰子</translation>
    </message>
    <message>
        <source>One die each, plus what their items give. More hits than Nyarlathotep wins; each hit he has over them kills one.</source>
        <translation>每名调查员掷1颗骰子，另加物品提供的骰子。命中数多于奈亚拉托提普即获胜；他每多出1次命中，就杀死1名调查员。</translation>
    </message>
    <message>
        <source>Facing Nyarlathotep</source>
        <translation>迎战奈亚拉托提普</translation>
    </message>
    <message>
        <source>Gone mad</source>
        <translation>已发疯</translation>
    </message>
    <message>
        <source>Fallen</source>
        <translation>已阵亡</translation>
    </message>
    <message>
        <source>The team&apos;s items</source>
        <translation>小队的物品</translation>
    </message>
    <message>
        <source>Drag one onto an investigator.</source>
        <translation>将一件物品拖到一名调查员身上。</translation>
    </message>
    <message>
        <source>with {inv}</source>
        <translation>由{inv}持有</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>Set up a new game of {title}</source>
        <translation>设置新的{title}对局</translation>
    </message>
    <message>
        <source>Not playable yet: this game&apos;s rules are not built.</source>
        <translation>尚不可玩：此游戏的规则尚未完成。</translation>
    </message>
    <message>
        <source>Not playable yet: this game&apos;s table is not built.</source>
        <translation>尚不可玩：此游戏的牌桌尚未完成。</translation>
    </message>
    <message>
        <source>Not playable yet: this game cannot start a game.</source>
        <translation>尚不可玩：此游戏还无法开局。</translation>
    </message>
    <message>
        <source>Not playable yet: this game has no setup.</source>
        <translation>尚不可玩：此游戏还没有开局设置。</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>No game is open.</source>
        <translation>未打开任何游戏。</translation>
    </message>
    <message>
        <source>That is not allowed now.</source>
        <translation>现在不能这样做。</translation>
    </message>
    <message>
        <source>Wait: a bot is thinking.</source>
        <translation>请稍候：电脑玩家正在思考。</translation>
    </message>
    <message>
        <source>It is not a person&apos;s turn.</source>
        <translation>现在不是真人玩家的回合。</translation>
    </message>
</context>
<context>
    <name>GridPiledView</name>
    <message>
        <source>Drawn piece</source>
        <translation>抽到的板块</translation>
    </message>
    <message>
        <source>Pile: {n}</source>
        <translation>板块堆：{n}</translation>
    </message>
    <message>
        <source>Draw a piece ({n} actions)</source>
        <translation>抽取板块（{n}次行动）</translation>
    </message>
    <message>
        <source>Send the drawn piece back</source>
        <translation>放回抽到的板块</translation>
    </message>
</context>
<context>
    <name>LockView</name>
    <message>
        <source>Lock puzzle</source>
        <translation>门锁谜题</translation>
    </message>
    <message>
        <source>Keys: Tab picks a bar, arrows slide it one square, Shift with an arrow slides it as far as it goes, S spends, End stops. Mouse: drag a bar, or click a bar and then a free square in its groove.</source>
        <translation>按键：Tab选择滑条，方向键将其滑动一格，Shift加方向键将其滑到尽头，S花费，End停止。鼠标：拖动滑条，或先点击滑条，再点击其滑槽中的空格。</translation>
    </message>
    <message>
        <source>Slide the golden key bar to the keyhole on the right.</source>
        <translation>将金色钥匙条滑到右侧的锁孔处。</translation>
    </message>
    <message>
        <source>A bar only slides along its own groove.</source>
        <translation>滑条只能沿自己的滑槽滑动。</translation>
    </message>
    <message>
        <source>This bar slides the other way.</source>
        <translation>这根滑条沿另一个方向滑动。</translation>
    </message>
</context>
<context>
    <name>LogDock</name>
    <message>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>Resumed a saved game after {n} actions.</source>
        <translation>已继续存档的游戏（此前已进行{n}步操作）。</translation>
    </message>
</context>
<context>
    <name>MagnumOpusCards</name>
    <message>
        <source>This Clue names: {reagent}</source>
        <translation>此线索卡写明：{reagent}</translation>
    </message>
    <message>
        <source>Alchemical Reagent</source>
        <translation>炼金试剂</translation>
    </message>
    <message>
        <source>Mystic Reagent</source>
        <translation>神秘试剂</translation>
    </message>
    <message>
        <source>Apprentice Tradeskill</source>
        <translation>学徒手艺</translation>
    </message>
    <message>
        <source>Journeyman Tradeskill</source>
        <translation>熟练工手艺</translation>
    </message>
    <message>
        <source>Master Tradeskill</source>
        <translation>大师手艺</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>行动</translation>
    </message>
    <message>
        <source>Starts a transmutation</source>
        <translation>发起一次嬗变</translation>
    </message>
    <message>
        <source>Clue Discovery</source>
        <translation>线索发现</translation>
    </message>
    <message>
        <source>Discovery</source>
        <translation>发现</translation>
    </message>
    <message>
        <source>The {clue} Clue</source>
        <translation>{clue}线索卡</translation>
    </message>
    <message>
        <source>Clue</source>
        <translation>线索</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>效果</translation>
    </message>
    <message>
        <source>Artifact</source>
        <translation>器物</translation>
    </message>
    <message>
        <source>Knowledge</source>
        <translation>知识</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Preparation</source>
        <translation>准备</translation>
    </message>
    <message>
        <source>Research</source>
        <translation>研究</translation>
    </message>
    <message>
        <source>+{n} Gold</source>
        <translation>+{n}金币</translation>
    </message>
    <message>
        <source>+{n} Experience</source>
        <translation>+{n}点经验</translation>
    </message>
    <message>
        <source>Gain {card}</source>
        <translation>获得{card}</translation>
    </message>
    <message>
        <source>Gain one of: {cards}</source>
        <translation>获得以下其一：{cards}</translation>
    </message>
    <message>
        <source>+{n} Research card</source>
        <translation>+{n}张研究卡</translation>
    </message>
    <message>
        <source>{n} free Reagents</source>
        <translation>{n}张免费试剂</translation>
    </message>
    <message>
        <source>Burn a card of your discard pile</source>
        <translation>焚毁你弃牌堆中的一张牌</translation>
    </message>
    <message>
        <source>Turn up another Discovery</source>
        <translation>翻开另一张发现卡</translation>
    </message>
    <message>
        <source>Volatility {n}</source>
        <translation>挥发度{n}</translation>
    </message>
    <message>
        <source>Cost {n} Gold</source>
        <translation>费用{n}金币</translation>
    </message>
    <message>
        <source>{gold} Gold or {cards} cards</source>
        <translation>{gold}金币或{cards}张牌</translation>
    </message>
    <message>
        <source>Gold only on a roll of {n} or more</source>
        <translation>仅在掷出{n}或以上时获得金币</translation>
    </message>
    <message>
        <source>Modifier {n}</source>
        <translation>修正值{n}</translation>
    </message>
    <message>
        <source>May go on the Table</source>
        <translation>可放上工作台</translation>
    </message>
</context>
<context>
    <name>MagnumOpusScene</name>
    <message>
        <source>Discovery Matrix</source>
        <translation>发现矩阵</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>供应区</translation>
    </message>
    <message>
        <source>Other alchemists</source>
        <translation>其他炼金术士</translation>
    </message>
    <message>
        <source>Your workshop: {seat}</source>
        <translation>你的工坊：{seat}</translation>
    </message>
    <message>
        <source>Your workshop: {seat}, your turn</source>
        <translation>你的工坊：{seat}，轮到你了</translation>
    </message>
    <message>
        <source>Reagent Search</source>
        <translation>试剂搜寻</translation>
    </message>
    <message>
        <source>The Reagent Search deck: {n} cards. Searching takes its top card into your discard pile for free.</source>
        <translation>试剂搜寻牌堆：{n}张牌。搜寻时免费拿取牌堆顶的一张牌，放入你的弃牌堆。</translation>
    </message>
    <message>
        <source>Dead formula</source>
        <translation>失效配方</translation>
    </message>
    <message>
        <source>Formula: {cell}</source>
        <translation>配方：{cell}</translation>
    </message>
    <message>
        <source>Volatility {a} + {m} = {sum}, before modifiers</source>
        <translation>挥发度{a} + {m} = {sum}（未计修正值）</translation>
    </message>
    <message>
        <source>A face-down Discovery</source>
        <translation>一张面朝下的发现卡</translation>
    </message>
    <message>
        <source>An assistant performs it for {n} Gold.</source>
        <translation>支付{n}金币即可雇用助手施行此配方。</translation>
    </message>
    <message>
        <source>A Research card lies under it.</source>
        <translation>其下压着一张研究卡。</translation>
    </message>
    <message>
        <source>A dead formula: it can never be performed.</source>
        <translation>失效配方：永远无法施行。</translation>
    </message>
    <message>
        <source>In the Supply: {n}</source>
        <translation>供应区中：{n}</translation>
    </message>
    <message>
        <source>{clue} Clues: {n} face down.</source>
        <translation>{clue}线索卡：{n}张，面朝下。</translation>
    </message>
    <message>
        <source>Research</source>
        <translation>研究牌堆</translation>
    </message>
    <message>
        <source>The Research deck: {n} cards.</source>
        <translation>研究牌堆：{n}张牌。</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>银行</translation>
    </message>
    <message>
        <source>ready for the Stone</source>
        <translation>可以炼制贤者之石</translation>
    </message>
    <message>
        <source>{n} of 3</source>
        <translation>{n}/3</translation>
    </message>
    <message>
        <source>Your Clues</source>
        <translation>你的线索卡</translation>
    </message>
    <message>
        <source>The Clues you hold name the three Reagents of your Philosophers&apos; Stone. With all three, drop an Attempt Transmutation here.</source>
        <translation>你持有的线索卡写明了你的贤者之石所需的三种试剂。集齐三张后，将“尝试嬗变”拖放到这里。</translation>
    </message>
    <message>
        <source>Keep one</source>
        <translation>保留一张</translation>
    </message>
    <message>
        <source>Click the Research card you keep; the other goes under the Research deck.</source>
        <translation>点击你要保留的研究卡；另一张放到研究牌堆底。</translation>
    </message>
    <message>
        <source>Shelf</source>
        <translation>储物架</translation>
    </message>
    <message>
        <source>A Shelf keeps one Table card out of your experiments.</source>
        <translation>储物架可存放一张工作台上的卡牌，使其不参与你的实验。</translation>
    </message>
    <message>
        <source>on the Shelf</source>
        <translation>在储物架上</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>放在一旁</translation>
    </message>
    <message>
        <source>Research cards kept beside you; they still count for the tie-breaker.</source>
        <translation>放在你身旁的研究卡；平局判定时仍计入。</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>金币</translation>
    </message>
    <message>
        <source>Your Gold. Drop a Tradeskill here to play it for Gold.</source>
        <translation>你的金币。将手艺卡拖放到这里，即可打出它获取金币。</translation>
    </message>
    <message>
        <source>Experience</source>
        <translation>经验</translation>
    </message>
    <message>
        <source>Your Experience: spend it after a roll, one point per token.</source>
        <translation>你的经验：可在掷骰后花费，每个标记计1点。</translation>
    </message>
    <message>
        <source>{n} of 2 moves made</source>
        <translation>已操作{n}/2次</translation>
    </message>
    <message>
        <source>the experiment</source>
        <translation>实验进行中</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>工作台</translation>
    </message>
    <message>
        <source>Your Table: cards prepared for your next experiment.</source>
        <translation>你的工作台：为下一次实验准备的卡牌。</translation>
    </message>
    <message>
        <source>in the experiment</source>
        <translation>已加入实验</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>你的手牌</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n}张牌</translation>
    </message>
    <message>
        <source>Your hand: only you see it.</source>
        <translation>你的手牌：只有你能看到。</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>抽牌堆</translation>
    </message>
    <message>
        <source>Draw pile: {n} cards, face down.</source>
        <translation>抽牌堆：{n}张牌，面朝下。</translation>
    </message>
    <message>
        <source>Discard pile: {n} cards.</source>
        <translation>弃牌堆：{n}张牌。</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>弃牌堆</translation>
    </message>
    <message>
        <source>{seat} (bot)</source>
        <translation>{seat}（电脑玩家）</translation>
    </message>
    <message>
        <source>{seat} (person)</source>
        <translation>{seat}（真人玩家）</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>行动中</translation>
    </message>
    <message>
        <source>Gold: {n}</source>
        <translation>金币：{n}</translation>
    </message>
    <message>
        <source>Experience: {n}</source>
        <translation>经验：{n}</translation>
    </message>
    <message>
        <source>Research cards owned: {n}. The first tie-breaker.</source>
        <translation>拥有的研究卡：{n}张。平局时首先比较此项。</translation>
    </message>
    <message>
        <source>Stone made!</source>
        <translation>已炼成贤者之石！</translation>
    </message>
    <message>
        <source>{seat} has made the Philosophers&apos; Stone.</source>
        <translation>{seat}已炼成贤者之石。</translation>
    </message>
    <message>
        <source>A {clue} Clue, face down.</source>
        <translation>一张面朝下的{clue}线索卡。</translation>
    </message>
    <message>
        <source>Hand: {n}</source>
        <translation>手牌：{n}</translation>
    </message>
    <message>
        <source>{seat}&apos;s hand: {n} cards.</source>
        <translation>{seat}的手牌：{n}张牌。</translation>
    </message>
</context>
<context>
    <name>MagnumOpusTable</name>
    <message>
        <source>It cannot go there.</source>
        <translation>它不能放到那里。</translation>
    </message>
    <message>
        <source>Round {round}: {seat}&apos;s turn</source>
        <translation>第{round}轮：{seat}的回合</translation>
    </message>
    <message>
        <source>Final round: the Philosophers&apos; Stone has been made; everyone else has one last turn.</source>
        <translation>最后一轮：贤者之石已炼成；其他所有人各有最后一个回合。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>游戏结束。</translation>
    </message>
    <message>
        <source>{seat} (a bot) is thinking…</source>
        <translation>{seat}（电脑玩家）正在思考…</translation>
    </message>
    <message>
        <source>Waiting for {seat}.</source>
        <translation>等待{seat}。</translation>
    </message>
</context>
<context>
    <name>MagnumOpusWords</name>
    <message>
        <source>Alchemist {n}</source>
        <translation>炼金术士 {n}</translation>
    </message>
    <message>
        <source>Tradeskill</source>
        <translation>手艺</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>工作台</translation>
    </message>
    <message>
        <source>Experiment</source>
        <translation>实验</translation>
    </message>
    <message>
        <source>Pause and Consider</source>
        <translation>暂停思考</translation>
    </message>
    <message>
        <source>{alchemical} × {mystic}</source>
        <translation>{alchemical} × {mystic}</translation>
    </message>
    <message>
        <source>the face-down Discovery at {cell}</source>
        <translation>{cell}处面朝下的发现卡</translation>
    </message>
    <message>
        <source>Play {card} for Gold</source>
        <translation>打出{card}获取金币</translation>
    </message>
    <message>
        <source>Play {card} for cards</source>
        <translation>打出{card}抽牌</translation>
    </message>
    <message>
        <source>Place {card} on the Table</source>
        <translation>将{card}放到工作台上</translation>
    </message>
    <message>
        <source>Discard {card} from the Table</source>
        <translation>从工作台上弃掉{card}</translation>
    </message>
    <message>
        <source>Take {card} back into your hand</source>
        <translation>将{card}收回手牌</translation>
    </message>
    <message>
        <source>Put {card} on the Shelf</source>
        <translation>将{card}放到储物架上</translation>
    </message>
    <message>
        <source>Take {card} from the Shelf to the Table</source>
        <translation>将{card}从储物架移到工作台上</translation>
    </message>
    <message>
        <source>Attempt the Philosophers&apos; Stone with {card}</source>
        <translation>用{card}尝试炼制贤者之石</translation>
    </message>
    <message>
        <source>Attempt a transmutation with {card}</source>
        <translation>用{card}尝试嬗变</translation>
    </message>
    <message>
        <source>Use {card} as {reagent}</source>
        <translation>将{card}当作{reagent}使用</translation>
    </message>
    <message>
        <source>Add {card} to the experiment</source>
        <translation>将{card}加入实验</translation>
    </message>
    <message>
        <source>Roll for it</source>
        <translation>确认并掷骰</translation>
    </message>
    <message>
        <source>Roll the die</source>
        <translation>掷骰</translation>
    </message>
    <message>
        <source>Spend {n} Experience</source>
        <translation>花费{n}点经验</translation>
    </message>
    <message>
        <source>Give back the Heartstone and roll again</source>
        <translation>归还炉心石并重新掷骰</translation>
    </message>
    <message>
        <source>Accept the roll</source>
        <translation>接受掷骰结果</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>打出{card}</translation>
    </message>
    <message>
        <source>Search for Reagents</source>
        <translation>搜寻试剂</translation>
    </message>
    <message>
        <source>Buy {card} for {n} Gold</source>
        <translation>花费{n}金币购买{card}</translation>
    </message>
    <message>
        <source>Sell {card}</source>
        <translation>出售{card}</translation>
    </message>
    <message>
        <source>Pay an assistant to perform {discovery}</source>
        <translation>雇用助手施行{discovery}</translation>
    </message>
    <message>
        <source>Hand back {card} for more Gold</source>
        <translation>交回{card}以换取更多金币</translation>
    </message>
    <message>
        <source>Give back the Mindstone for a second Research card</source>
        <translation>归还心智石，再抽一张研究卡</translation>
    </message>
    <message>
        <source>Keep {card}</source>
        <translation>保留{card}</translation>
    </message>
    <message>
        <source>Take the {clue} Clue</source>
        <translation>拿取{clue}线索卡</translation>
    </message>
    <message>
        <source>Turn up the Discovery at {cell}</source>
        <translation>翻开{cell}处的发现卡</translation>
    </message>
    <message>
        <source>Take 1 Experience</source>
        <translation>获得1点经验</translation>
    </message>
    <message>
        <source>Take {card} for free</source>
        <translation>免费拿取{card}</translation>
    </message>
    <message>
        <source>Burn {card}</source>
        <translation>焚毁{card}</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>拿取{card}</translation>
    </message>
    <message>
        <source>Pay 1 Gold to keep {card}</source>
        <translation>支付1金币以保留{card}</translation>
    </message>
    <message>
        <source>End the Tradeskill Phase</source>
        <translation>结束手艺阶段</translation>
    </message>
    <message>
        <source>End the Table Phase</source>
        <translation>结束工作台阶段</translation>
    </message>
    <message>
        <source>Stop buying and selling</source>
        <translation>停止买卖</translation>
    </message>
    <message>
        <source>Pass: end the turn</source>
        <translation>跳过：结束回合</translation>
    </message>
    <message>
        <source>Keep the Lead</source>
        <translation>保留铅</translation>
    </message>
    <message>
        <source>Keep the Mindstone</source>
        <translation>保留心智石</translation>
    </message>
    <message>
        <source>Take nothing more</source>
        <translation>不再拿取</translation>
    </message>
    <message>
        <source>Burn nothing</source>
        <translation>不焚毁任何牌</translation>
    </message>
    <message>
        <source>Let the Tools go</source>
        <translation>放弃工具</translation>
    </message>
    <message>
        <source>Take nothing</source>
        <translation>什么都不拿</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>放弃</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>游戏结束。</translation>
    </message>
    <message>
        <source>It is not your turn: {seat} is playing.</source>
        <translation>现在不是你的回合：{seat}正在行动。</translation>
    </message>
    <message>
        <source>First answer the question above the table.</source>
        <translation>请先回答牌桌上方的问题。</translation>
    </message>
    <message>
        <source>Cards go on the Table in the Table Phase.</source>
        <translation>卡牌只能在工作台阶段放上工作台。</translation>
    </message>
    <message>
        <source>{card} may not go on the Table.</source>
        <translation>{card}不能放上工作台。</translation>
    </message>
    <message>
        <source>You have made both Table moves of this turn.</source>
        <translation>你本回合的两次工作台操作已用完。</translation>
    </message>
    <message>
        <source>Cards leave the Table in the Table Phase.</source>
        <translation>卡牌只能在工作台阶段离开工作台。</translation>
    </message>
    <message>
        <source>Tradeskills are played in the Tradeskill Phase.</source>
        <translation>手艺卡只能在手艺阶段打出。</translation>
    </message>
    <message>
        <source>{card} is not a Tradeskill.</source>
        <translation>{card}不是手艺卡。</translation>
    </message>
    <message>
        <source>You have already played a Tradeskill for Gold this turn.</source>
        <translation>本回合你已打出过一张手艺卡获取金币。</translation>
    </message>
    <message>
        <source>You have already played a Tradeskill for cards this turn.</source>
        <translation>本回合你已打出过一张手艺卡抽牌。</translation>
    </message>
    <message>
        <source>Transmutations and Action cards belong to the Experiment Phase.</source>
        <translation>嬗变和行动卡只能在实验阶段进行或打出。</translation>
    </message>
    <message>
        <source>{card} cannot start a transmutation.</source>
        <translation>{card}无法发起嬗变。</translation>
    </message>
    <message>
        <source>You need all three Clues to attempt the Philosophers&apos; Stone.</source>
        <translation>你需要集齐三张线索卡才能尝试炼制贤者之石。</translation>
    </message>
    <message>
        <source>No transmutation can be made now: it needs one Alchemical and one Mystic Reagent (from the Table or your hand) whose formula is not dead, and every card on the Table must take part.</source>
        <translation>现在无法进行嬗变：需要一种炼金试剂和一种神秘试剂（来自工作台或手牌），且二者的配方未失效；此外，工作台上的每张卡牌都必须参与。</translation>
    </message>
    <message>
        <source>Start a transmutation first: play an Attempt Transmutation.</source>
        <translation>请先发起嬗变：打出一张“尝试嬗变”。</translation>
    </message>
    <message>
        <source>{card} does not fit this experiment.</source>
        <translation>{card}不适用于此实验。</translation>
    </message>
    <message>
        <source>Buying and selling belong to the Experiment Phase.</source>
        <translation>只能在实验阶段进行买卖。</translation>
    </message>
    <message>
        <source>{card} costs {n} Gold; you have {gold}.</source>
        <translation>{card}需要{n}金币；你只有{gold}金币。</translation>
    </message>
    <message>
        <source>No {card} is left in the Supply.</source>
        <translation>供应区中已没有{card}。</translation>
    </message>
    <message>
        <source>{card} cannot be bought: it is won in the Discovery Matrix.</source>
        <translation>{card}无法购买：它需要在发现矩阵中赢取。</translation>
    </message>
    <message>
        <source>{card} cannot be sold.</source>
        <translation>{card}无法出售。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>A bot failed</source>
        <translation>电脑玩家出错</translation>
    </message>
    <message>
        <source>A bot could not choose a move.</source>
        <translation>电脑玩家未能选出下一步操作。</translation>
    </message>
    <message>
        <source>Unknown game</source>
        <translation>未知游戏</translation>
    </message>
    <message>
        <source>This game cannot be played yet.</source>
        <translation>此游戏暂时还不能游玩。</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>无法开始游戏</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>游戏结束。</translation>
    </message>
    <message>
        <source>Waiting for {seat} to take the mouse.</source>
        <translation>等待{seat}接过鼠标。</translation>
    </message>
    <message>
        <source>{seat} (a bot) is thinking…</source>
        <translation>{seat}（电脑玩家）正在思考…</translation>
    </message>
    <message>
        <source>Rolling…</source>
        <translation>正在掷骰…</translation>
    </message>
    <message>
        <source>{seat}: your turn.</source>
        <translation>{seat}：轮到你了。</translation>
    </message>
    <message>
        <source>Waiting for {seat}.</source>
        <translation>等待{seat}。</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>无人</translation>
    </message>
    <message>
        <source>Game over. Winner: {winners}</source>
        <translation>游戏结束。获胜者：{winners}</translation>
    </message>
    <message>
        <source>the Keeper</source>
        <translation>守密人</translation>
    </message>
    <message>
        <source>the investigators</source>
        <translation>调查员</translation>
    </message>
    <message>
        <source>the cultist</source>
        <translation>邪教徒玩家</translation>
    </message>
    <message>
        <source>{game} — Elder Table</source>
        <translation>{game} — Elder Table</translation>
    </message>
    <message>
        <source>Elder Table</source>
        <translation>Elder Table</translation>
    </message>
</context>
<context>
    <name>MansionsBar</name>
    <message>
        <source>Round {n}</source>
        <translation>第{n}轮</translation>
    </message>
    <message>
        <source>{who}&apos;s turn: {n} action(s) left</source>
        <translation>{who}的回合：剩余{n}个行动</translation>
    </message>
    <message>
        <source>Lead investigator: {who}</source>
        <translation>领队调查员：{who}</translation>
    </message>
    <message>
        <source>Objective: {text}</source>
        <translation>目标：{text}</translation>
    </message>
    <message>
        <source>Test:</source>
        <translation>检定：</translation>
    </message>
    <message>
        <source>Choose:</source>
        <translation>选择：</translation>
    </message>
    <message>
        <source>Puzzle:</source>
        <translation>谜题：</translation>
    </message>
    <message>
        <source>Trade:</source>
        <translation>交易：</translation>
    </message>
    <message>
        <source>Next turn:</source>
        <translation>下一回合：</translation>
    </message>
    <message>
        <source>Actions:</source>
        <translation>行动：</translation>
    </message>
    <message>
        <source>End:</source>
        <translation>结束：</translation>
    </message>
</context>
<context>
    <name>MansionsBoard</name>
    <message>
        <source>{name}, investigator</source>
        <translation>{name}，调查员</translation>
    </message>
    <message>
        <source>{name}, flying monster</source>
        <translation>{name}，飞行怪物</translation>
    </message>
    <message>
        <source>{name}, monster</source>
        <translation>{name}，怪物</translation>
    </message>
    <message>
        <source>An escape edge leads out of the house here.</source>
        <translation>此处边缘通往宅邸之外，可由此撤离。</translation>
    </message>
    <message>
        <source>Nothing here.</source>
        <translation>这里什么也没有。</translation>
    </message>
</context>
<context>
    <name>MansionsTable</name>
    <message>
        <source>Show &amp;Range</source>
        <translation>显示范围(&amp;R)</translation>
    </message>
    <message>
        <source>Light the spaces within range (three spaces) of the chosen figure (R)</source>
        <translation>高亮所选模型范围内（3格以内）的格子 (R)</translation>
    </message>
    <message>
        <source>Choose a figure first (Tab), then a space (arrows).</source>
        <translation>请先选择模型（Tab），再选择格子（方向键）。</translation>
    </message>
    <message>
        <source>That figure cannot go there.</source>
        <translation>该模型不能移动到那里。</translation>
    </message>
</context>
<context>
    <name>MansionsTokens</name>
    <message>
        <source>Search token</source>
        <translation>搜索标记</translation>
    </message>
    <message>
        <source>Explore token</source>
        <translation>探索标记</translation>
    </message>
    <message>
        <source>Interact token</source>
        <translation>互动标记</translation>
    </message>
    <message>
        <source>Person token</source>
        <translation>人物标记</translation>
    </message>
    <message>
        <source>Sight token</source>
        <translation>视线标记</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>锁</translation>
    </message>
    <message>
        <source>Obstacle</source>
        <translation>障碍</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>着火</translation>
    </message>
    <message>
        <source>Darkness</source>
        <translation>黑暗</translation>
    </message>
    <message>
        <source>Barricade</source>
        <translation>路障</translation>
    </message>
    <message>
        <source>Mutation</source>
        <translation>突变标记</translation>
    </message>
    <message>
        <source>Crawling hand</source>
        <translation>爬行的手</translation>
    </message>
    <message>
        <source>Seeds</source>
        <translation>种子标记</translation>
    </message>
    <message>
        <source>Time period</source>
        <translation>时空标记</translation>
    </message>
    <message>
        <source>open door</source>
        <translation>开放的门</translation>
    </message>
    <message>
        <source>sealed door</source>
        <translation>封闭的门</translation>
    </message>
    <message>
        <source>locked door</source>
        <translation>上锁的门</translation>
    </message>
    <message>
        <source>barricaded door</source>
        <translation>设有路障的门</translation>
    </message>
</context>
<context>
    <name>MansionsWalk</name>
    <message>
        <source>Cannot walk this scenario</source>
        <translation>无法漫游此剧本</translation>
    </message>
    <message>
        <source>Walk a Scenario&apos;s Map</source>
        <translation>漫游剧本地图</translation>
    </message>
    <message>
        <source>Mansions scenarios (*.json)</source>
        <translation>疯狂诡宅剧本 (*.json)</translation>
    </message>
</context>
<context>
    <name>MansionsWords</name>
    <message>
        <source>{token} in {room}</source>
        <extracomment>action type -&gt; group, in the order the bar shows the groups</extracomment>
        <translation>{room}的{token}</translation>
    </message>
    <message>
        <source>a search token</source>
        <translation>搜索标记</translation>
    </message>
    <message>
        <source>an explore token</source>
        <translation>探索标记</translation>
    </message>
    <message>
        <source>an interact token</source>
        <translation>互动标记</translation>
    </message>
    <message>
        <source>darkness</source>
        <translation>黑暗</translation>
    </message>
    <message>
        <source>fire</source>
        <translation>着火</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>力量</translation>
    </message>
    <message>
        <source>Agility</source>
        <translation>敏捷</translation>
    </message>
    <message>
        <source>Observation</source>
        <translation>观察</translation>
    </message>
    <message>
        <source>Lore</source>
        <translation>知识</translation>
    </message>
    <message>
        <source>Influence</source>
        <translation>影响</translation>
    </message>
    <message>
        <source>Will</source>
        <translation>意志</translation>
    </message>
    <message>
        <source>space {n}</source>
        <translation>格子{n}</translation>
    </message>
    <message>
        <source>event step</source>
        <translation>事件步骤</translation>
    </message>
    <message>
        <source>monster step</source>
        <translation>怪物步骤</translation>
    </message>
    <message>
        <source>horror step</source>
        <translation>恐惧步骤</translation>
    </message>
    <message>
        <source>Mythos Phase</source>
        <translation>神话阶段</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>游戏结束</translation>
    </message>
    <message>
        <source>Investigator Phase</source>
        <translation>调查员阶段</translation>
    </message>
    <message>
        <source>{who} takes the next turn</source>
        <translation>由{who}进行下一回合</translation>
    </message>
    <message>
        <source>Search {what}</source>
        <translation>搜索{what}</translation>
    </message>
    <message>
        <source>Explore {what}</source>
        <translation>探索{what}</translation>
    </message>
    <message>
        <source>Interact with {what}</source>
        <translation>与{what}互动</translation>
    </message>
    <message>
        <source>Escape the house</source>
        <translation>撤离宅邸</translation>
    </message>
    <message>
        <source>Attack {monster} with {weapon}</source>
        <translation>用{weapon}攻击{monster}</translation>
    </message>
    <message>
        <source>Attack {monster} unarmed</source>
        <translation>徒手攻击{monster}</translation>
    </message>
    <message>
        <source>Trade</source>
        <translation>交易</translation>
    </message>
    <message>
        <source>Give {item} to {who}</source>
        <translation>将{item}交给{who}</translation>
    </message>
    <message>
        <source>Take {item} from {who}</source>
        <translation>从{who}处拿取{item}</translation>
    </message>
    <message>
        <source>Pick up {item}</source>
        <translation>拾起{item}</translation>
    </message>
    <message>
        <source>Drop {item}</source>
        <translation>放下{item}</translation>
    </message>
    <message>
        <source>End the trade</source>
        <translation>结束交易</translation>
    </message>
    <message>
        <source>Push {who} into {where}</source>
        <translation>将{who}推入{where}</translation>
    </message>
    <message>
        <source>Set fire</source>
        <translation>纵火</translation>
    </message>
    <message>
        <source>Steal {item} from {who}</source>
        <translation>从{who}处偷窃{item}</translation>
    </message>
    <message>
        <source>your ability</source>
        <translation>你的能力</translation>
    </message>
    <message>
        <source>Use {what} on {target}</source>
        <translation>对{target}使用{what}</translation>
    </message>
    <message>
        <source>Use {what}</source>
        <translation>使用{what}</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>结束回合</translation>
    </message>
    <message>
        <source>End the Investigator Phase</source>
        <translation>结束调查员阶段</translation>
    </message>
    <message>
        <source>Spend a clue</source>
        <translation>花费1个线索</translation>
    </message>
    <message>
        <source>Reroll die {n} ({source})</source>
        <translation>重掷第{n}颗骰子（{source}）</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>down</source>
        <translation>向下</translation>
    </message>
    <message>
        <source>up</source>
        <translation>向上</translation>
    </message>
    <message>
        <source>right</source>
        <translation>向右</translation>
    </message>
    <message>
        <source>left</source>
        <translation>向左</translation>
    </message>
    <message>
        <source>Slide bar {bar} {way} {n}</source>
        <translation>将滑块{bar}{way}滑动{n}格</translation>
    </message>
    <message>
        <source>End the attempt</source>
        <translation>结束尝试</translation>
    </message>
    <message>
        <source>Spend a clue for more steps</source>
        <translation>花费1个线索以获得更多谜题步数</translation>
    </message>
    <message>
        <source>Try {code}</source>
        <translation>尝试{code}</translation>
    </message>
    <message>
        <source>This investigator takes the next turn: two actions.</source>
        <translation>由此调查员进行下一回合：2个行动。</translation>
    </message>
    <message>
        <source>An action: search this token for items or clues.</source>
        <translation>一个行动：搜索此标记，寻找物品或线索。</translation>
    </message>
    <message>
        <source>An action: open the way and reveal the room beyond.</source>
        <translation>一个行动：打开通路，揭示另一侧的房间。</translation>
    </message>
    <message>
        <source>An action: interact with this token (the scenario says what happens).</source>
        <translation>一个行动：与此标记互动（效果由剧本决定）。</translation>
    </message>
    <message>
        <source>Leave the house through the exit of your space.</source>
        <translation>从你所在格子的出口撤离宅邸。</translation>
    </message>
    <message>
        <source>An action: attack this monster (a test; damage on success).</source>
        <translation>一个行动：攻击此怪物（进行检定，成功则造成伤害）。</translation>
    </message>
    <message>
        <source>An action: trade possessions with investigators in your space and the floor.</source>
        <translation>一个行动：与你所在格子内的调查员及地面交易所持物品。</translation>
    </message>
    <message>
        <source>Hand this possession over.</source>
        <translation>交出此所持物品。</translation>
    </message>
    <message>
        <source>Take this possession.</source>
        <translation>拿取此所持物品。</translation>
    </message>
    <message>
        <source>Pick this possession up from the floor.</source>
        <translation>从地面拾起此所持物品。</translation>
    </message>
    <message>
        <source>Leave this possession on the floor.</source>
        <translation>将此所持物品留在地面。</translation>
    </message>
    <message>
        <source>Finish trading.</source>
        <translation>完成交易。</translation>
    </message>
    <message>
        <source>An action: push this figure into the next space (a test).</source>
        <translation>一个行动：将此模型推入相邻格子（进行检定）。</translation>
    </message>
    <message>
        <source>An action: set fire to your space.</source>
        <translation>一个行动：在你所在的格子纵火。</translation>
    </message>
    <message>
        <source>An action: steal this possession (a test).</source>
        <translation>一个行动：偷窃此所持物品（进行检定）。</translation>
    </message>
    <message>
        <source>A component action of this possession.</source>
        <translation>此所持物品的配件行动。</translation>
    </message>
    <message>
        <source>Cast this spell.</source>
        <translation>施放此咒语。</translation>
    </message>
    <message>
        <source>Use your investigator&apos;s ability.</source>
        <translation>使用你的调查员的能力。</translation>
    </message>
    <message>
        <source>End this investigator&apos;s turn, even with actions left.</source>
        <translation>结束此调查员的回合，即使仍有剩余行动。</translation>
    </message>
    <message>
        <source>End the Investigator Phase: the Mythos Phase follows.</source>
        <translation>结束调查员阶段，随后进入神话阶段。</translation>
    </message>
    <message>
        <source>Discard a clue to turn one investigation result into a success.</source>
        <translation>弃掉1个线索，将1个调查结果转为成功。</translation>
    </message>
    <message>
        <source>Roll this die again.</source>
        <translation>重掷这颗骰子。</translation>
    </message>
    <message>
        <source>Keep the dice as they are and count the successes.</source>
        <translation>保留当前骰子结果并计算成功数。</translation>
    </message>
    <message>
        <source>Choose this.</source>
        <translation>选择此项。</translation>
    </message>
    <message>
        <source>A move of the puzzle under way.</source>
        <translation>进行中谜题的一步操作。</translation>
    </message>
</context>
<context>
    <name>MiskatonicTable</name>
    <message>
        <source>The cultist wins!</source>
        <translation>邪教徒玩家获胜！</translation>
    </message>
    <message>
        <source>The investigators win!</source>
        <translation>调查员获胜！</translation>
    </message>
    <message>
        <source>Nyarlathotep was summoned.</source>
        <translation>奈亚拉托提普已被召唤。</translation>
    </message>
    <message>
        <source>Nyarlathotep was never summoned.</source>
        <translation>奈亚拉托提普始终未被召唤。</translation>
    </message>
    <message>
        <source>Summon Points {s}, Mythos Points {m}, after {n} turns.</source>
        <translation>召唤点数{s}，神话点数{m}，共进行{n}回合。</translation>
    </message>
    <message>
        <source>Turn {n}</source>
        <translation>第{n}回合</translation>
    </message>
    <message>
        <source>{placed} cards placed, at least {need}</source>
        <translation>已放置{placed}张牌，至少需要{need}张</translation>
    </message>
    <message>
        <source>Deciding: {seat}</source>
        <translation>正在决策：{seat}</translation>
    </message>
    <message>
        <source>The game is over: the cultist won.</source>
        <translation>游戏结束：邪教徒玩家获胜。</translation>
    </message>
    <message>
        <source>The game is over: the investigators won.</source>
        <translation>游戏结束：调查员获胜。</translation>
    </message>
    <message>
        <source>{seat} (a bot) is thinking…</source>
        <translation>{seat}（电脑玩家）正在思考…</translation>
    </message>
    <message>
        <source>Waiting for {seat}.</source>
        <translation>等待{seat}。</translation>
    </message>
</context>
<context>
    <name>NeverList</name>
    <message>
        <source>Never reached: {n}</source>
        <translation>从未达到：{n}</translation>
    </message>
    <message>
        <source>Keys of the count tables that no game of this run reached.</source>
        <translation>计数表中本次运行没有任何一局达到的键。</translation>
    </message>
    <message>
        <source>Every key seen in the count tables was reached at least once.</source>
        <translation>计数表中出现的每个键都至少达到过一次。</translation>
    </message>
</context>
<context>
    <name>OddsPanel</name>
    <message>
        <source>Chance to pass</source>
        <translation>通过概率</translation>
    </message>
    <message>
        <source>Chance of success</source>
        <translation>成功概率</translation>
    </message>
    <message>
        <source>Chance to win</source>
        <translation>获胜概率</translation>
    </message>
    <message>
        <source>successes</source>
        <translation>成功数</translation>
    </message>
    <message>
        <source>target</source>
        <translation>目标值</translation>
    </message>
    <message>
        <source>difficulty</source>
        <translation>难度</translation>
    </message>
    <message>
        <source>dice showing 5 or 6</source>
        <translation>掷出5或6的骰子数</translation>
    </message>
    <message>
        <source>defender&apos;s dice</source>
        <translation>防守方骰子数</translation>
    </message>
    <message>
        <source>Chance of exactly this many successes (%); passing in green</source>
        <translation>恰好获得该成功数的概率（%）；绿色为通过</translation>
    </message>
    <message>
        <source>Chance of exactly this many 5s and 6s (%); passing in green</source>
        <translation>恰好掷出该数量5和6的概率（%）；绿色为通过</translation>
    </message>
    <message>
        <source>Chance for each value (%); the chosen one in green</source>
        <translation>各数值的概率（%）；绿色为所选数值</translation>
    </message>
    <message>
        <source>d8 pool: Mansions, second edition</source>
        <translation>d8骰池：疯狂诡宅第二版</translation>
    </message>
    <message>
        <source>d10 roll-under: Mansions, first edition</source>
        <translation>d10不高于目标值：疯狂诡宅第一版</translation>
    </message>
    <message>
        <source>Transmute: Magnum Opus</source>
        <translation>嬗变：炼金大业</translation>
    </message>
    <message>
        <source>d6, 5 or 6 succeeds: Miskatonic Madness</source>
        <translation>d6，5或6为成功：米斯卡托尼克疯狂</translation>
    </message>
    <message>
        <source>Combat: Miskatonic Madness</source>
        <translation>战斗：米斯卡托尼克疯狂</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>骰子</translation>
    </message>
    <message>
        <source>Dice rolled</source>
        <translation>掷骰数</translation>
    </message>
    <message>
        <source>Clues to spend</source>
        <translation>花费线索数</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>难度</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目标值</translation>
    </message>
    <message>
        <source>Experience spent</source>
        <translation>花费经验</translation>
    </message>
    <message>
        <source>Successes needed</source>
        <translation>所需成功数</translation>
    </message>
    <message>
        <source>Defender&apos;s dice</source>
        <translation>防守方骰子数</translation>
    </message>
    <message>
        <source>One reroll of a failed roll (Heartstone)</source>
        <translation>失败时可重掷一次（炉心石）</translation>
    </message>
    <message>
        <source>Exact: computed from the dice, not sampled; the same numbers as the command eldertable odds.</source>
        <translation>精确值：直接由骰子计算，而非抽样得出；与命令 eldertable odds 给出的数值相同。</translation>
    </message>
</context>
<context>
    <name>PlotBoard</name>
    <message>
        <source>Win rate as games accumulate, 95 % band</source>
        <translation>随局数累积的胜率（95%区间）</translation>
    </message>
    <message>
        <source>Each side&apos;s share of the games so far; the band is the 95 % Wilson confidence interval. A band that still moves needs more games.</source>
        <translation>各方迄今获胜局数的占比；色带为95% Wilson置信区间。若色带仍在变动，则需要更多局数。</translation>
    </message>
    <message>
        <source>games</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>win rate (%)</source>
        <translation>胜率（%）</translation>
    </message>
    <message>
        <source>Wins by side, % of games</source>
        <translation>各方获胜局数占比（%）</translation>
    </message>
    <message>
        <source>The whiskers are the 95 % Wilson confidence interval.</source>
        <translation>误差线为95% Wilson置信区间。</translation>
    </message>
    <message>
        <source>Rounds to the end (mean {mean})</source>
        <translation>结束所需轮数（平均值{mean}）</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>轮数</translation>
    </message>
    <message>
        <source>Flags: % of games where true</source>
        <translation>标志：为真的局数占比（%）</translation>
    </message>
    <message>
        <source>{table}: % of games reaching each</source>
        <translation>{table}：达到各项的局数占比（%）</translation>
    </message>
    <message>
        <source>{key} ({games}; {mean}/game)</source>
        <translation>{key}（{games}局；每局{mean}）</translation>
    </message>
    <message>
        <source>{table}: mean round reached</source>
        <translation>{table}：达到时的平均轮次</translation>
    </message>
    <message>
        <source>{name} (mean {mean})</source>
        <translation>{name}（平均值{mean}）</translation>
    </message>
    <message>
        <source>{name}: mean by round</source>
        <translation>{name}：各轮平均值</translation>
    </message>
    <message>
        <source>round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Start a run: its plots appear here while the games are played.</source>
        <translation>开始一次运行：对局进行时，图表会显示在这里。</translation>
    </message>
</context>
<context>
    <name>PuzzleDialog</name>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
</context>
<context>
    <name>PuzzlePanel</name>
    <message>
        <source>Steps left: {n}.</source>
        <translation>剩余谜题步数：{n}。</translation>
    </message>
    <message>
        <source>A dial of the lock: the symbol it shows</source>
        <translation>门锁的一个转盘：显示其当前符号</translation>
    </message>
    <message>
        <source>Try this code</source>
        <translation>尝试此密码</translation>
    </message>
    <message>
        <source>One step: the lock shows how many dials are right, and how many symbols sit on the wrong dial.</source>
        <translation>消耗1步：门锁会显示有几个转盘正确，以及有几个符号位于错误的转盘上。</translation>
    </message>
    <message>
        <source>Slide the bars until the key bar K can leave by the arrow.</source>
        <translation>滑动滑块，直到钥匙滑块K能从箭头处移出。</translation>
    </message>
    <message>
        <source>{code}: {exact} right, {near} on the wrong dial.</source>
        <translation>{code}：{exact}个正确，{near}个位于错误的转盘。</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>The game is over</source>
        <translation>游戏结束</translation>
    </message>
    <message>
        <source>{seat} wins!</source>
        <translation>{seat}获胜！</translation>
    </message>
    <message>
        <source>{seats} share the victory.</source>
        <translation>{seats}共享胜利。</translation>
    </message>
    <message>
        <source>Alchemist</source>
        <translation>炼金术士</translation>
    </message>
    <message>
        <source>Philosophers&apos; Stone</source>
        <translation>贤者之石</translation>
    </message>
    <message>
        <source>Research cards</source>
        <translation>研究卡</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>金币</translation>
    </message>
    <message>
        <source>Experience</source>
        <translation>经验</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>bot</source>
        <translation>电脑玩家</translation>
    </message>
    <message>
        <source>person</source>
        <translation>真人玩家</translation>
    </message>
    <message>
        <source>made</source>
        <translation>已炼成</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>获胜者</translation>
    </message>
    <message>
        <source>Ties are broken by Research cards, then Gold, then Experience.</source>
        <translation>平局时依次比较研究卡、金币和经验。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>{seat} made the first Philosophers&apos; Stone and wins at once.</source>
        <translation>{seat}率先炼成贤者之石，立即获胜。</translation>
    </message>
    <message>
        <source>{seat} made the Philosophers&apos; Stone, and nobody else did in the final round.</source>
        <translation>{seat}炼成了贤者之石，且最后一轮中无人再炼成。</translation>
    </message>
    <message>
        <source>{seats} made the Philosophers&apos; Stone; among them the tie-breakers decide.</source>
        <translation>{seats}都炼成了贤者之石；由平局判定规则在他们之间决出胜负。</translation>
    </message>
    <message>
        <source>Nobody made the Philosophers&apos; Stone before the round limit; the tie-breakers decide among all alchemists.</source>
        <translation>达到轮数上限前无人炼成贤者之石；由平局判定规则在所有炼金术士之间决出胜负。</translation>
    </message>
    <message>
        <source>Most Research cards decided it.</source>
        <translation>研究卡最多者胜出。</translation>
    </message>
    <message>
        <source>Research cards were tied; most Gold decided it.</source>
        <translation>研究卡数量相同；金币最多者胜出。</translation>
    </message>
    <message>
        <source>Research cards and Gold were tied; most Experience decided it.</source>
        <translation>研究卡和金币均相同；经验最多者胜出。</translation>
    </message>
    <message>
        <source>Research cards, Gold and Experience were all tied: the victory is shared.</source>
        <translation>研究卡、金币和经验全都相同：共享胜利。</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules reference</source>
        <translation>规则参考</translation>
    </message>
    <message>
        <source>Rules: playable.</source>
        <translation>规则：可游玩。</translation>
    </message>
    <message>
        <source>Rules: not built yet; this game cannot be played.</source>
        <translation>规则：尚未完成；此游戏暂不能游玩。</translation>
    </message>
    <message>
        <source>Bots: {names}.</source>
        <translation>电脑玩家：{names}。</translation>
    </message>
    <message>
        <source>Bots: none yet.</source>
        <translation>电脑玩家：暂无。</translation>
    </message>
    <message>
        <source>Table view: ready.</source>
        <translation>牌桌视图：已就绪。</translation>
    </message>
    <message>
        <source>Table view: not built yet.</source>
        <translation>牌桌视图：尚未完成。</translation>
    </message>
    <message>
        <source>What this version offers</source>
        <translation>此版本提供的内容</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>房规</translation>
    </message>
    <message>
        <source>None: this game has no house rules yet.</source>
        <translation>无：此游戏暂无房规。</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开启</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>RunForm</name>
    <message>
        <source>Choose a game that can be simulated.</source>
        <extracomment>the command line&apos;s names where they differ from the setup spec&apos;s (cli.py &quot;simulate&quot;)</extracomment>
        <translation>请选择一个可以模拟的游戏。</translation>
    </message>
    <message>
        <source>Type a seed, or press New seed.</source>
        <translation>请输入种子，或点击“新种子”。</translation>
    </message>
    <message>
        <source>bots {names}</source>
        <translation>电脑玩家 {names}</translation>
    </message>
    <message>
        <source>seed {seed}</source>
        <translation>种子 {seed}</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>座位 {n}</translation>
    </message>
    <message>
        <source>Bots</source>
        <translation>电脑玩家</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Scenario file</source>
        <translation>剧本文件</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>The same seed and choices give the same games.</source>
        <translation>相同的种子和选项会产生相同的对局。</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>新种子</translation>
    </message>
    <message>
        <source>Worker processes</source>
        <translation>工作进程数</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>dask scheduler address (optional)</source>
        <translation>dask 调度器地址（可选）</translation>
    </message>
    <message>
        <source>Runs the games on a dask.distributed cluster, e.g. tcp://host:8786. Needs the cluster extra: pip install &apos;eldertable[cluster]&apos;.</source>
        <translation>在 dask.distributed 集群上运行对局，例如 tcp://host:8786。需要安装 cluster 附加组件：pip install &apos;eldertable[cluster]&apos;。</translation>
    </message>
    <message>
        <source>Seats and bots</source>
        <translation>座位与电脑玩家</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>房规</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Investigators</source>
        <translation>调查员</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>{game} (not playable yet)</source>
        <translation>{game}（尚不可玩）</translation>
    </message>
</context>
<context>
    <name>RuneView</name>
    <message>
        <source>Rune puzzle: {name}</source>
        <translation>符文谜题：{name}</translation>
    </message>
    <message>
        <source>Keys: arrows select, Space picks up, arrows aim, Enter swaps, D draws, Enter places the drawn piece, Backspace sends it back, S spends a skill point, End stops.</source>
        <translation>按键：方向键选择，空格键拿起，方向键瞄准，Enter交换，D抽取板块，Enter放置抽到的板块，Backspace将其放回，S花费技能点，End停止。</translation>
    </message>
    <message>
        <source>The rune to draw</source>
        <translation>目标符文</translation>
    </message>
    <message>
        <source>Fragments in place: {k} of {n}</source>
        <translation>已就位的碎片：{k}/{n}</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <source>Player {n}</source>
        <translation>玩家 {n}</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>真人玩家</translation>
    </message>
    <message>
        <source>Bot: {level}</source>
        <translation>电脑玩家：{level}</translation>
    </message>
    <message>
        <source>New game of {title}</source>
        <translation>新游戏：{title}</translation>
    </message>
    <message>
        <source>Choose who sits at each seat, then start. The same seed and choices give the same game.</source>
        <translation>选择每个座位由谁就座，然后开始。相同的种子和选项会产生相同的对局。</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>玩家人数</translation>
    </message>
    <message>
        <source>House rules (where the rulebook is silent)</source>
        <translation>房规（用于规则书未作规定之处）</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>The dice and shuffles follow from this number.</source>
        <translation>掷骰和洗牌的结果均由此数值决定。</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>新种子</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Type a seed, or press New seed.</source>
        <translation>请输入种子，或点击“新种子”。</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Monsters</source>
        <translation>怪物</translation>
    </message>
    <message>
        <source>None in sight.</source>
        <translation>视野内没有怪物。</translation>
    </message>
    <message>
        <source>On the floor:</source>
        <translation>地面上：</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>淘汰</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>重伤</translation>
    </message>
    <message>
        <source>insane</source>
        <translation>疯狂</translation>
    </message>
    <message>
        <source>Health {left}/{max} · Sanity {sleft}/{smax} · Clues {clues}</source>
        <translation>生命值{left}/{max} · 神智{sleft}/{smax} · 线索{clues}</translation>
    </message>
    <message>
        <source>Damage:</source>
        <translation>伤害：</translation>
    </message>
    <message>
        <source>Horror:</source>
        <translation>恐惧：</translation>
    </message>
    <message>
        <source>Conditions:</source>
        <translation>状态：</translation>
    </message>
    <message>
        <source>Carries:</source>
        <translation>携带：</translation>
    </message>
    <message>
        <source>damage {d}/{h} · horror {horror}</source>
        <translation>伤害{d}/{h} · 恐惧值{horror}</translation>
    </message>
    <message>
        <source>flying</source>
        <translation>飞行</translation>
    </message>
</context>
<context>
    <name>SlideView</name>
    <message>
        <source>Slide puzzle</source>
        <translation>滑块谜题</translation>
    </message>
    <message>
        <source>Click a tile in the gap&apos;s row or column to push it. Keys: an arrow pushes a tile into the gap that way, S spends a clue, End stops.</source>
        <translation>点击空位所在行或列中的图块即可推动它。按键：方向键沿该方向将图块推入空位，S花费线索，End停止。</translation>
    </message>
    <message>
        <source>Tiles in place: {k} of {n}</source>
        <translation>已就位的图块：{k}/{n}</translation>
    </message>
    <message>
        <source>The whole picture</source>
        <translation>完整图案</translation>
    </message>
    <message>
        <source>No tile can move that way.</source>
        <translation>没有图块能朝那个方向移动。</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Elder Table</source>
        <translation>Elder Table</translation>
    </message>
    <message>
        <source>Choose a game to set up a new table.</source>
        <translation>选择一个游戏，布置新的牌桌。</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>打开已保存的游戏…</translation>
    </message>
    <message>
        <source>Resume the interrupted game…</source>
        <translation>继续中断的游戏…</translation>
    </message>
    <message>
        <source>Playtest workbench…</source>
        <translation>试玩工作台…</translation>
    </message>
    <message>
        <source>Simulate many games with bots, plot the results, compare house rules and check odds</source>
        <translation>用电脑玩家模拟大量对局、绘制结果图表、比较房规并查看概率</translation>
    </message>
</context>
<context>
    <name>StepView</name>
    <message>
        <source>Stop here (the puzzle stays as it is)</source>
        <translation>到此为止（谜题保持现状）</translation>
    </message>
    <message>
        <source>Puzzle actions: {n}</source>
        <translation>解谜行动：{n}</translation>
    </message>
    <message>
        <source>Puzzle steps: {n}</source>
        <translation>谜题步数：{n}</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>已解开！</translation>
    </message>
    <message>
        <source>This attempt is over; the puzzle stays for the next one.</source>
        <translation>本次挑战结束；谜题保持现状，留待下一次挑战。</translation>
    </message>
    <message>
        <source>Attempt {n}</source>
        <translation>第{n}次挑战</translation>
    </message>
    <message>
        <source>Spend a skill point (+{luck} actions)</source>
        <translation>花费技能点（+{luck}次行动）</translation>
    </message>
    <message>
        <source>Spend a clue (+{n} steps), {k} left</source>
        <translation>花费线索（+{n}步），剩余{k}</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>That cannot move now.</source>
        <translation>它现在不能移动。</translation>
    </message>
    <message>
        <source>It cannot go there.</source>
        <translation>它不能放到那里。</translation>
    </message>
    <message>
        <source>Drop it on a highlighted place.</source>
        <translation>请将它放到高亮的位置上。</translation>
    </message>
</context>
<context>
    <name>Tracks</name>
    <message>
        <source>Summon Points</source>
        <translation>召唤点数</translation>
    </message>
    <message>
        <source>The cult&apos;s Summon Points: at {goal} Nyarlathotep is summoned.</source>
        <translation>邪教的召唤点数：达到{goal}时，奈亚拉托提普将被召唤。</translation>
    </message>
    <message>
        <source>Mythos Points</source>
        <translation>神话点数</translation>
    </message>
    <message>
        <source>The investigators&apos; Mythos Points: at {goal} they win.</source>
        <translation>调查员的神话点数：达到{goal}时，调查员获胜。</translation>
    </message>
</context>
<context>
    <name>TransmuteDialog</name>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>The assistant is paid {n} Gold.</source>
        <translation>向助手支付了{n}金币。</translation>
    </message>
    <message>
        <source>The Heartstone goes back to the Supply: roll again.</source>
        <translation>炉心石归还供应区：重新掷骰。</translation>
    </message>
    <message>
        <source>{n} Experience gained from the failure.</source>
        <translation>因失败获得{n}点经验。</translation>
    </message>
    <message>
        <source>The Discovery {card} is turned face up.</source>
        <translation>发现卡{card}翻为面朝上。</translation>
    </message>
    <message>
        <source>It is a dead formula now.</source>
        <translation>它现在成为失效配方。</translation>
    </message>
    <message>
        <source>{card} is performed: {effect}.</source>
        <translation>施行了{card}：{effect}。</translation>
    </message>
    <message>
        <source>{card} is performed.</source>
        <translation>施行了{card}。</translation>
    </message>
    <message>
        <source>Research card gained: {card}.</source>
        <translation>获得研究卡：{card}。</translation>
    </message>
    <message>
        <source>A Clue is taken.</source>
        <translation>拿取了一张线索卡。</translation>
    </message>
    <message>
        <source>{n} Gold gained.</source>
        <translation>获得{n}金币。</translation>
    </message>
    <message>
        <source>{card} goes into the discard pile.</source>
        <translation>{card}放入弃牌堆。</translation>
    </message>
    <message>
        <source>{card} stays on the Table for 1 Gold.</source>
        <translation>支付1金币，{card}留在工作台上。</translation>
    </message>
    <message>
        <source>The Philosophers&apos; Stone is made!</source>
        <translation>贤者之石炼成了！</translation>
    </message>
    <message>
        <source>Every other alchemist gets one last turn.</source>
        <translation>其他每位炼金术士各有最后一个回合。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>游戏结束。</translation>
    </message>
    <message>
        <source>Spend {n} Experience: {total} against {diff}</source>
        <translation>花费{n}点经验：达到{total}（难度{diff}）</translation>
    </message>
    <message>
        <source>{card} as {reagent}</source>
        <translation>{card}（当作{reagent}）</translation>
    </message>
    <message>
        <source>{seat} attempts the Philosophers&apos; Stone</source>
        <translation>{seat}尝试炼制贤者之石</translation>
    </message>
    <message>
        <source>{seat} hires an assistant</source>
        <translation>{seat}雇用助手</translation>
    </message>
    <message>
        <source>{seat} attempts a transmutation</source>
        <translation>{seat}尝试嬗变</translation>
    </message>
    <message>
        <source>Formula {cell}: {discovery}</source>
        <translation>配方{cell}：{discovery}</translation>
    </message>
    <message>
        <source>The Clues are revealed: {reagents}.</source>
        <translation>揭示线索：{reagents}。</translation>
    </message>
    <message>
        <source>Difficulty: {sum}</source>
        <translation>难度：{sum}</translation>
    </message>
    <message>
        <source>Roll {n} or more on the d8 to succeed; an 8 always succeeds.</source>
        <translation>在d8上掷出{n}或以上即为成功；掷出8总是成功。</translation>
    </message>
    <message>
        <source>Only Experience may help an assistant&apos;s roll.</source>
        <translation>助手的掷骰只能借助经验。</translation>
    </message>
    <message>
        <source>The die shows {face}: an 8 always succeeds.</source>
        <translation>骰子掷出{face}：掷出8总是成功。</translation>
    </message>
    <message>
        <source>The die shows {face}; {n} Experience makes it {total} against {diff}.</source>
        <translation>骰子掷出{face}；加上{n}点经验达到{total}（难度{diff}）。</translation>
    </message>
    <message>
        <source>The die shows {face} against {diff}: enough.</source>
        <translation>骰子掷出{face}（难度{diff}）：足够。</translation>
    </message>
    <message>
        <source>The die shows {face} against {diff}: {short} short.</source>
        <translation>骰子掷出{face}（难度{diff}）：还差{short}。</translation>
    </message>
    <message>
        <source>Spend Experience, roll again, or accept the roll.</source>
        <translation>花费经验、重新掷骰，或接受掷骰结果。</translation>
    </message>
    <message>
        <source>Waiting for the roll…</source>
        <translation>等待掷骰…</translation>
    </message>
    <message>
        <source>Success!</source>
        <translation>成功！</translation>
    </message>
    <message>
        <source>Failure.</source>
        <translation>失败。</translation>
    </message>
</context>
<context>
    <name>WalkWindow</name>
    <message>
        <source>Walk the map: {title}</source>
        <translation>漫游地图：{title}</translation>
    </message>
    <message>
        <source>E&amp;xplore</source>
        <translation>探索(&amp;X)</translation>
    </message>
    <message>
        <source>Explore the Explore token in the investigator&apos;s space (X)</source>
        <translation>探索调查员所在格子中的探索标记 (X)</translation>
    </message>
    <message>
        <source>&amp;End Turn</source>
        <translation>结束回合(&amp;E)</translation>
    </message>
    <message>
        <source>The next investigator&apos;s turn (E)</source>
        <translation>轮到下一位调查员 (E)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Fit Map</source>
        <translation>地图适应窗口(&amp;F)</translation>
    </message>
    <message>
        <source>Investigators:</source>
        <translation>调查员人数：</translation>
    </message>
    <message>
        <source>&amp;Start Again</source>
        <translation>重新开始(&amp;S)</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>新游戏(&amp;N)…</translation>
    </message>
    <message>
        <source>Choose a game and set up a new table</source>
        <translation>选择一个游戏并布置新的牌桌</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>打开已保存的游戏</translation>
    </message>
    <message>
        <source>&amp;Walk a Scenario&apos;s Map…</source>
        <translation>漫游剧本地图(&amp;W)…</translation>
    </message>
    <message>
        <source>Open a Mansions scenario and move investigators through its map as the map allows</source>
        <translation>打开疯狂诡宅剧本，在地图允许的范围内让调查员在其地图上移动</translation>
    </message>
    <message>
        <source>Playtest &amp;Workbench…</source>
        <translation>试玩工作台(&amp;W)…</translation>
    </message>
    <message>
        <source>Simulate many games with bots, plot the results, compare house rules and check odds</source>
        <translation>用电脑玩家模拟大量对局、绘制结果图表、比较房规并查看概率</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <translation>继续(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>清空列表(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Fit the Table</source>
        <translation>牌桌适应窗口(&amp;F)</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>全屏(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Rules Reference</source>
        <translation>规则参考(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About Elder Table</source>
        <translation>关于 Elder Table(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Undo {what}</source>
        <translation>撤销“{what}”(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo {what}</source>
        <translation>重做“{what}”(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
</context>
<context>
    <name>WiringView</name>
    <message>
        <source>Wiring puzzle</source>
        <translation>导线谜题</translation>
    </message>
    <message>
        <source>Keys: arrows select, R turns, Space picks up, arrows aim, Enter swaps, D draws, Enter places the drawn piece, Backspace sends it back, S spends a skill point, End stops.</source>
        <translation>按键：方向键选择，R旋转，空格键拿起，方向键瞄准，Enter交换，D抽取板块，Enter放置抽到的板块，Backspace将其放回，S花费技能点，End停止。</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Cultist</source>
        <translation>邪教徒</translation>
    </message>
    <message>
        <source>Investigators</source>
        <translation>调查员</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>抽牌阶段</translation>
    </message>
    <message>
        <source>Play cards</source>
        <translation>出牌阶段</translation>
    </message>
    <message>
        <source>Investigation</source>
        <translation>调查阶段</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>揭示阶段</translation>
    </message>
    <message>
        <source>Cleanup</source>
        <translation>清理阶段</translation>
    </message>
    <message>
        <source>Final Battle</source>
        <translation>最终决战</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>游戏结束</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>怪物</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Encounter</source>
        <translation>遭遇</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>人类</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>物品</translation>
    </message>
    <message>
        <source>Book</source>
        <translation>书籍</translation>
    </message>
    <message>
        <source>Ally</source>
        <translation>盟友</translation>
    </message>
    <message>
        <source>Investigator</source>
        <translation>调查员</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>战斗</translation>
    </message>
    <message>
        <source>Stealth</source>
        <translation>潜行</translation>
    </message>
    <message>
        <source>Sanity</source>
        <translation>神智</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检定</translation>
    </message>
    <message>
        <source>Enemy</source>
        <translation>敌人</translation>
    </message>
    <message>
        <source>Ritual</source>
        <translation>仪式</translation>
    </message>
    <message>
        <source>Sanity before Nyarlathotep</source>
        <translation>面对奈亚拉托提普的神智检定</translation>
    </message>
    <message>
        <source>Nyarlathotep</source>
        <translation>奈亚拉托提普</translation>
    </message>
    <message>
        <source>Combat {n}</source>
        <translation>战斗{n}</translation>
    </message>
    <message>
        <source>Carries: {items}</source>
        <translation>携带：{items}</translation>
    </message>
    <message>
        <source>Only on: {places}</source>
        <translation>仅限：{places}</translation>
    </message>
    <message>
        <source>Any location, or Secret Rituals</source>
        <translation>任意地点或秘密仪式</translation>
    </message>
    <message>
        <source>Any location</source>
        <translation>任意地点</translation>
    </message>
</context>
<context>
    <name>WorkbenchWindow</name>
    <message>
        <source>Starting {n} games…</source>
        <translation>正在开始{n}局游戏…</translation>
    </message>
    <message>
        <source>Stopping: the games already being played finish first.</source>
        <translation>正在停止：已在进行的对局会先完成。</translation>
    </message>
    <message>
        <source>{done} of {total} games · {rate} games/s · {left} left</source>
        <translation>{done}/{total}局 · {rate}局/秒 · 剩余{left}</translation>
    </message>
    <message>
        <source>Cancelled: kept the {n} games that finished, of {total}.</source>
        <translation>已取消：保留了{total}局中已完成的{n}局。</translation>
    </message>
    <message>
        <source>Done: {n} games in {time} ({rate} games/s).</source>
        <translation>完成：用时{time}完成{n}局（{rate}局/秒）。</translation>
    </message>
    <message>
        <source>{n} games failed: {first}</source>
        <translation>{n}局失败：{first}</translation>
    </message>
    <message>
        <source>The run failed: {message}</source>
        <translation>运行失败：{message}</translation>
    </message>
    <message>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>{i}. {label} — {games} games, {status}</source>
        <translation>{i}. {label} — {games}局，{status}</translation>
    </message>
    <message>
        <source>Mansions cannot be simulated in this version yet.</source>
        <translation>此版本尚不能模拟疯狂诡宅。</translation>
    </message>
    <message>
        <source>Playtest workbench — Elder Table</source>
        <translation>试玩工作台 — Elder Table</translation>
    </message>
    <message>
        <source>Simulate</source>
        <translation>模拟</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>剧本</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>概率</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行记录</translation>
    </message>
    <message>
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <source>JSON…</source>
        <translation>JSON…</translation>
    </message>
    <message>
        <source>Plots…</source>
        <translation>图表…</translation>
    </message>
    <message>
        <source>Export the chosen run, one line per game</source>
        <translation>导出所选运行，每局一行</translation>
    </message>
    <message>
        <source>Export the chosen run with every game</source>
        <translation>导出所选运行及其全部对局</translation>
    </message>
    <message>
        <source>Export the plots in view as PNG and SVG</source>
        <translation>将当前显示的图表导出为 PNG 和 SVG</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open scenario…</source>
        <translation>打开剧本(&amp;O)…</translation>
    </message>
    <message>
        <source>Export results as &amp;CSV…</source>
        <translation>将结果导出为 CSV(&amp;C)…</translation>
    </message>
    <message>
        <source>Export results as &amp;JSON…</source>
        <translation>将结果导出为 JSON(&amp;J)…</translation>
    </message>
    <message>
        <source>Export &amp;plots as PNG and SVG…</source>
        <translation>将图表导出为 PNG 和 SVG(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>Choose what to simulate and press Start.</source>
        <translation>选择要模拟的内容，然后点击“开始”。</translation>
    </message>
</context>
<context>
    <name>content:magnum-opus</name>
    <message>
        <source>Saltpetre</source>
        <translation>硝石</translation>
    </message>
    <message>
        <source>A cool white salt that calms whatever it is mixed with.</source>
        <translation>一种清凉的白色盐类，能让与之混合的一切平静下来。</translation>
    </message>
    <message>
        <source>Sulphur</source>
        <translation>硫磺</translation>
    </message>
    <message>
        <source>The yellow stone of fire: the soul of every metal, say the old masters.</source>
        <translation>火焰的黄石：古代大师们说，它是一切金属的灵魂。</translation>
    </message>
    <message>
        <source>Lead</source>
        <translation>铅</translation>
    </message>
    <message>
        <source>Dull, heavy and cheap. Every transmuter dreams of improving it; a Master Tradeskill pays extra for it.</source>
        <translation>灰暗、沉重又廉价。每位炼金术士都梦想改造它；大师手艺会为它额外付钱。</translation>
    </message>
    <message>
        <source>Quicksilver</source>
        <translation>水银</translation>
    </message>
    <message>
        <source>A metal that runs like water and never sits still in the flask.</source>
        <translation>一种如水般流淌的金属，在烧瓶里从不安分。</translation>
    </message>
    <message>
        <source>Vitriol</source>
        <translation>矾油</translation>
    </message>
    <message>
        <source>Green oil that bites through cloth and copper alike.</source>
        <translation>绿色的油液，无论布料还是铜器都能被它蚀穿。</translation>
    </message>
    <message>
        <source>Aqua Regia</source>
        <translation>王水</translation>
    </message>
    <message>
        <source>The royal water: it dissolves even gold, and it does not care for your glassware.</source>
        <translation>王者之水：连黄金都能溶解，更不会怜惜你的玻璃器皿。</translation>
    </message>
    <message>
        <source>Unicorn Hair</source>
        <translation>独角兽毛</translation>
    </message>
    <message>
        <source>A pale strand that hums softly. Patient and forgiving in any mixture.</source>
        <translation>一缕轻声嗡鸣的淡色毛发。在任何混合物中都温和宽容。</translation>
    </message>
    <message>
        <source>Serpentscale</source>
        <translation>蛇鳞</translation>
    </message>
    <message>
        <source>Shed scales of an old snake, still warm to the touch.</source>
        <translation>老蛇蜕下的鳞片，摸上去仍有余温。</translation>
    </message>
    <message>
        <source>Moonpetal</source>
        <translation>月光花瓣</translation>
    </message>
    <message>
        <source>A flower picked only under a full moon; common enough in the market.</source>
        <translation>只在满月下采摘的花；在集市上倒也常见。</translation>
    </message>
    <message>
        <source>Dragon&apos;s Blood</source>
        <translation>龙血</translation>
    </message>
    <message>
        <source>A dark red resin that smokes when the furnace is near.</source>
        <translation>一种暗红色树脂，一靠近熔炉就会冒烟。</translation>
    </message>
    <message>
        <source>Phoenix Ash</source>
        <translation>凤凰灰</translation>
    </message>
    <message>
        <source>Grey ash that sometimes flares up again without warning.</source>
        <translation>灰色的余烬，有时会毫无征兆地重新燃起。</translation>
    </message>
    <message>
        <source>Basilisk Eye</source>
        <translation>蛇怪之眼</translation>
    </message>
    <message>
        <source>Do not look into it for long. Do not heat it at all, if you can help it.</source>
        <translation>切勿久视。如非万不得已，切勿加热。</translation>
    </message>
    <message>
        <source>Prepare Herbs</source>
        <translation>整理草药</translation>
    </message>
    <message>
        <source>Apprentice work: sort and dry the herbs for the apothecary. Take 1 Gold or draw 1 card.</source>
        <translation>学徒的活计：为药剂师分拣、晾干草药。获得1金币或抽1张牌。</translation>
    </message>
    <message>
        <source>Brew Remedies</source>
        <translation>熬制药剂</translation>
    </message>
    <message>
        <source>Sell tonics and salves to the townsfolk. Take 2 Gold or draw 1 card.</source>
        <translation>向镇民出售补药和药膏。获得2金币或抽1张牌。</translation>
    </message>
    <message>
        <source>Copy Manuscripts</source>
        <translation>抄写手稿</translation>
    </message>
    <message>
        <source>Copy a scholar&apos;s notes by candlelight, and read them as you go. Take 1 Gold or draw 2 cards.</source>
        <translation>在烛光下抄写学者的笔记，边抄边读。获得1金币或抽2张牌。</translation>
    </message>
    <message>
        <source>Transmute: Lead to Silver</source>
        <translation>嬗变：铅化为银</translation>
    </message>
    <message>
        <source>Draw 2 cards, or roll the die: 4 or more gives 3 Gold, and you may then hand back a Lead for 2 Gold more. No Experience and no bonuses apply to this roll.</source>
        <translation>抽2张牌，或掷骰：掷出4或以上获得3金币，然后你可以交回1张铅，再获得2金币。此次掷骰不能使用经验，也不适用任何加成。</translation>
    </message>
    <message>
        <source>Transmute: Lead to Gold</source>
        <translation>嬗变：铅化为金</translation>
    </message>
    <message>
        <source>Draw 2 cards, or roll the die: 6 or more gives 5 Gold, and you may then hand back a Lead for 3 Gold more. No Experience and no bonuses apply to this roll.</source>
        <translation>抽2张牌，或掷骰：掷出6或以上获得5金币，然后你可以交回1张铅，再获得3金币。此次掷骰不能使用经验，也不适用任何加成。</translation>
    </message>
    <message>
        <source>Attempt Transmutation</source>
        <translation>尝试嬗变</translation>
    </message>
    <message>
        <source>Play in your Experiment Phase to try a transmutation with the Reagents on your Table and in your hand.</source>
        <translation>在你的实验阶段打出，用你工作台上和手牌中的试剂尝试一次嬗变。</translation>
    </message>
    <message>
        <source>Heartstone</source>
        <translation>炉心石</translation>
    </message>
    <message>
        <source>Use from your hand or your Table. Once the die is rolled, you may give this stone back to the Supply to roll again. Unused, it is discarded with the rest.</source>
        <translation>可从手牌或工作台使用。掷骰后，你可以将此石归还供应区以重新掷骰。若未使用，则与其他卡牌一同弃掉。</translation>
    </message>
    <message>
        <source>Incomplete Philosophers&apos; Stone</source>
        <translation>未完成的贤者之石</translation>
    </message>
    <message>
        <source>Starts a transmutation just like Attempt Transmutation, and makes it 2 easier. Works from your hand or your Table.</source>
        <translation>与“尝试嬗变”一样发起一次嬗变，并使其难度降低2。可从手牌或工作台使用。</translation>
    </message>
    <message>
        <source>Metastone</source>
        <translation>幻化石</translation>
    </message>
    <message>
        <source>Stands in for any Reagent that has been on the axes this game, with that Reagent&apos;s Volatility. Good for the Philosophers&apos; Stone too. Cannot be sold.</source>
        <translation>可替代本局发现矩阵轴上的任意一种试剂，并采用该试剂的挥发度。也可用于贤者之石。不能出售。</translation>
    </message>
    <message>
        <source>Mindstone</source>
        <translation>心智石</translation>
    </message>
    <message>
        <source>Makes a transmutation 1 easier. If the attempt earns you a Research card, you may give this stone back to the Supply to draw one more Research card and keep the better of the two; the other goes under the Research deck.</source>
        <translation>使一次嬗变的难度降低1。若此次尝试为你赢得1张研究卡，你可以将此石归还供应区，再抽1张研究卡，并保留两张中较好的一张；另一张放到研究牌堆底。</translation>
    </message>
    <message>
        <source>Powerstone</source>
        <translation>力量石</translation>
    </message>
    <message>
        <source>Makes a transmutation 1 easier. Any number of Powerstones may be used together.</source>
        <translation>使一次嬗变的难度降低1。可同时使用任意数量的力量石。</translation>
    </message>
    <message>
        <source>The Truth</source>
        <translation>真理</translation>
    </message>
    <message>
        <source>Only works on your Table. While it is there, every transmutation you attempt is 1 easier. Once placed, nothing takes it away.</source>
        <translation>仅在你的工作台上生效。只要它在那里，你尝试的每次嬗变难度都降低1。一经放置，任何事物都无法将其移走。</translation>
    </message>
    <message>
        <source>Athanor</source>
        <translation>炼金炉</translation>
    </message>
    <message>
        <source>A slow, steady furnace. Must be on your Table before you start; makes the transmutation 1 easier. It stays after a success; after a failure pay 1 Gold to keep it.</source>
        <translation>一座火力缓慢而稳定的熔炉。必须在开始前就放在你的工作台上；使嬗变难度降低1。成功后它留在工作台上；失败后须支付1金币才能保留。</translation>
    </message>
    <message>
        <source>Patron&apos;s Purse</source>
        <translation>赞助人的钱袋</translation>
    </message>
    <message>
        <source>Play as your Experiment Phase action: a wealthy patron sends you 3 Gold.</source>
        <translation>作为你的实验阶段行动打出：一位富有的赞助人送给你3金币。</translation>
    </message>
    <message>
        <source>Magnum Opus Research</source>
        <translation>炼金大业研究</translation>
    </message>
    <message>
        <source>When you receive this, take a Clue you lack whose Clue discovery is already face up. If none qualifies, you may turn any face-down Discovery face up (no reward), or take 1 Experience instead. Then keep this card aside; it still counts as Research.</source>
        <translation>获得此卡时，拿取一张你尚未持有、且其线索发现已面朝上的线索卡。若没有符合条件的线索，你可以改为将任意一张面朝下的发现卡翻为面朝上（不获得奖励），或获得1点经验。然后将此卡放在一旁；它仍计为研究卡。</translation>
    </message>
    <message>
        <source>Shelf</source>
        <translation>储物架</translation>
    </message>
    <message>
        <source>When you draw it, set it beside your Table. Once per turn you may slide one Table card under it, out of the way of your experiments. If it is empty when your turn begins and stays empty, you may play one extra Tradeskill card.</source>
        <translation>抽到此卡时，将其放在你的工作台旁。每回合一次，你可以将一张工作台上的卡牌塞到它下面，使其不参与你的实验。若你的回合开始时它是空的并且一直保持空置，你可以额外打出一张手艺卡。</translation>
    </message>
    <message>
        <source>Purified Vessels</source>
        <translation>净化器皿</translation>
    </message>
    <message>
        <source>A preparation: use it from your hand or Table to make a transmutation 1 easier. If the attempt fails, take an extra Experience token.</source>
        <translation>准备：从手牌或工作台使用，使一次嬗变的难度降低1。若此次尝试失败，额外获得1个经验标记。</translation>
    </message>
    <message>
        <source>Calcination Method</source>
        <translation>煅烧法</translation>
    </message>
    <message>
        <source>A preparation: burn the Reagents down first. Use from hand or Table; 1 easier, and an extra Experience token if it fails.</source>
        <translation>准备：先将试剂煅烧成灰。从手牌或工作台使用；难度降低1，若失败则额外获得1个经验标记。</translation>
    </message>
    <message>
        <source>Distillation Diagrams</source>
        <translation>蒸馏图解</translation>
    </message>
    <message>
        <source>A preparation: a careful drawing of the still. Use from hand or Table; 1 easier, and an extra Experience token if it fails.</source>
        <translation>准备：一幅精心绘制的蒸馏器图。从手牌或工作台使用；难度降低1，若失败则额外获得1个经验标记。</translation>
    </message>
    <message>
        <source>Marginal Notes</source>
        <translation>页边批注</translation>
    </message>
    <message>
        <source>A preparation: someone else&apos;s hints in the margins. Use from hand or Table; 1 easier, and an extra Experience token if it fails.</source>
        <translation>准备：他人写在页边的提示。从手牌或工作台使用；难度降低1，若失败则额外获得1个经验标记。</translation>
    </message>
    <message>
        <source>Lunar Almanac</source>
        <translation>月相历书</translation>
    </message>
    <message>
        <source>Knowledge: keep it on your Table and time your work by the moon. Every transmutation is 1 easier. It stays on the Table after every attempt.</source>
        <translation>知识：将其保留在你的工作台上，依月相安排你的工作。每次嬗变难度降低1。每次尝试后它都留在工作台上。</translation>
    </message>
    <message>
        <source>Treatise on Fire</source>
        <translation>论火</translation>
    </message>
    <message>
        <source>Knowledge: keep it on your Table. Every transmutation is 1 easier. It stays on the Table after every attempt.</source>
        <translation>知识：将其保留在你的工作台上。每次嬗变难度降低1。每次尝试后它都留在工作台上。</translation>
    </message>
    <message>
        <source>Field Journal</source>
        <translation>实验手记</translation>
    </message>
    <message>
        <source>Knowledge: your own record of what went wrong before. Keep it on your Table: every transmutation is 1 easier.</source>
        <translation>知识：你亲手记下的过往失误。将其保留在你的工作台上：每次嬗变难度降低1。</translation>
    </message>
    <message>
        <source>Emerald Tablet Commentary</source>
        <translation>翠玉录注疏</translation>
    </message>
    <message>
        <source>Knowledge: an old commentary on the oldest text. Keep it on your Table: every transmutation is 2 easier.</source>
        <translation>知识：为最古老的经典所作的古老注疏。将其保留在你的工作台上：每次嬗变难度降低2。</translation>
    </message>
    <message>
        <source>Tempered Glassware</source>
        <translation>淬火玻璃器皿</translation>
    </message>
    <message>
        <source>A tool: must be on your Table before you start; 1 easier. It stays after a success; after a failure pay 1 Gold to keep it.</source>
        <translation>工具：必须在开始前就放在你的工作台上；难度降低1。成功后它留在工作台上；失败后须支付1金币才能保留。</translation>
    </message>
    <message>
        <source>Albedo</source>
        <translation>白化</translation>
    </message>
    <message>
        <source>The whitening. Succeed here to take the top Albedo Clue, if you hold none yet.</source>
        <translation>即“变白”。若你尚未持有白化线索卡，在此成功即可拿取最上方的一张白化线索卡。</translation>
    </message>
    <message>
        <source>Rubedo</source>
        <translation>红化</translation>
    </message>
    <message>
        <source>The reddening. Succeed here to take the top Rubedo Clue, if you hold none yet.</source>
        <translation>即“变红”。若你尚未持有红化线索卡，在此成功即可拿取最上方的一张红化线索卡。</translation>
    </message>
    <message>
        <source>Putrefactio</source>
        <translation>腐化</translation>
    </message>
    <message>
        <source>The blackening. Succeed here to take the top Putrefactio Clue, if you hold none yet.</source>
        <translation>即“变黑”。若你尚未持有腐化线索卡，在此成功即可拿取最上方的一张腐化线索卡。</translation>
    </message>
    <message>
        <source>Compound Synthesis</source>
        <translation>化合物合成</translation>
    </message>
    <message>
        <source>Take up to two Reagents from the Supply into your discard pile for free; not the two this formula is made of. Two of the same are fine.</source>
        <translation>从供应区免费拿取至多两张试剂，放入你的弃牌堆；但不能是组成此配方的那两种试剂。两张相同的试剂也可以。</translation>
    </message>
    <message>
        <source>Incinerate</source>
        <translation>焚化</translation>
    </message>
    <message>
        <source>You may burn one card of your discard pile: it goes back to the Supply. Attempt Transmutation cards cannot be burnt.</source>
        <translation>你可以焚毁你弃牌堆中的一张牌：将其放回供应区。“尝试嬗变”卡不能被焚毁。</translation>
    </message>
    <message>
        <source>Inexplicable Yield</source>
        <translation>不明产物</translation>
    </message>
    <message>
        <source>Turn one other face-down Discovery face up; it gives nothing now. Works only when someone performs this formula; found any other way, this formula is dead.</source>
        <translation>将另一张面朝下的发现卡翻为面朝上；该卡此时不提供任何奖励。仅当有人施行此配方时生效；若以其他任何方式被揭示，此配方即失效。</translation>
    </message>
    <message>
        <source>Potable Gold</source>
        <translation>可饮之金</translation>
    </message>
    <message>
        <source>A drinkable gold that the rich pay dearly for. Take 3 Gold.</source>
        <translation>一种可以饮用的黄金，富人们不惜重金求购。获得3金币。</translation>
    </message>
    <message>
        <source>Heart of the Furnace</source>
        <translation>熔炉之心</translation>
    </message>
    <message>
        <source>Take a Heartstone from the Supply into your discard pile.</source>
        <translation>从供应区拿取1张炉心石，放入你的弃牌堆。</translation>
    </message>
    <message>
        <source>Lodestone Resonance</source>
        <translation>磁石共鸣</translation>
    </message>
    <message>
        <source>Take a Powerstone from the Supply into your discard pile.</source>
        <translation>从供应区拿取1张力量石，放入你的弃牌堆。</translation>
    </message>
    <message>
        <source>Crystal of Thought</source>
        <translation>思维水晶</translation>
    </message>
    <message>
        <source>Take a Mindstone from the Supply into your discard pile.</source>
        <translation>从供应区拿取1张心智石，放入你的弃牌堆。</translation>
    </message>
    <message>
        <source>Mercurial Essence</source>
        <translation>水银精华</translation>
    </message>
    <message>
        <source>Take a Metastone from the Supply into your discard pile.</source>
        <translation>从供应区拿取1张幻化石，放入你的弃牌堆。</translation>
    </message>
    <message>
        <source>Red Tincture</source>
        <translation>红色酊剂</translation>
    </message>
    <message>
        <source>Take an Incomplete Philosophers&apos; Stone from the Supply into your discard pile.</source>
        <translation>从供应区拿取1张未完成的贤者之石，放入你的弃牌堆。</translation>
    </message>
    <message>
        <source>Hermetic Revelation</source>
        <translation>赫尔墨斯启示</translation>
    </message>
    <message>
        <source>Take The Truth from the Supply into your discard pile.</source>
        <translation>从供应区拿取“真理”，放入你的弃牌堆。</translation>
    </message>
    <message>
        <source>Lost Manuscript</source>
        <translation>失落的手稿</translation>
    </message>
    <message>
        <source>Draw the top Research card into your discard pile.</source>
        <translation>抽取研究牌堆顶的一张牌，放入你的弃牌堆。</translation>
    </message>
    <message>
        <source>Spark of Insight</source>
        <translation>灵光一现</translation>
    </message>
    <message>
        <source>Take 2 Experience tokens.</source>
        <translation>获得2个经验标记。</translation>
    </message>
    <message>
        <source>Guild Commission</source>
        <translation>行会委托</translation>
    </message>
    <message>
        <source>Take a Journeyman Tradeskill of your choice from the Supply into your discard pile.</source>
        <translation>从供应区拿取一张你选择的熟练工手艺卡，放入你的弃牌堆。</translation>
    </message>
    <message>
        <source>Argentum Vivum</source>
        <translation>活银</translation>
    </message>
    <message>
        <source>Take a Transmute: Lead to Silver from the Supply into your discard pile.</source>
        <translation>从供应区拿取1张“嬗变：铅化为银”，放入你的弃牌堆。</translation>
    </message>
    <message>
        <source>Aurum Philosophicum</source>
        <translation>哲人之金</translation>
    </message>
    <message>
        <source>Take a Transmute: Lead to Gold from the Supply into your discard pile.</source>
        <translation>从供应区拿取1张“嬗变：铅化为金”，放入你的弃牌堆。</translation>
    </message>
    <message>
        <source>Furnace Blueprints</source>
        <translation>熔炉图纸</translation>
    </message>
    <message>
        <source>Take an Athanor from the Supply into your discard pile.</source>
        <translation>从供应区拿取1张炼金炉，放入你的弃牌堆。</translation>
    </message>
    <message>
        <source>Noble Patronage</source>
        <translation>贵族资助</translation>
    </message>
    <message>
        <source>Take a Patron&apos;s Purse from the Supply into your discard pile.</source>
        <translation>从供应区拿取1张赞助人的钱袋，放入你的弃牌堆。</translation>
    </message>
    <message>
        <source>Elixir of Vigour</source>
        <translation>活力灵药</translation>
    </message>
    <message>
        <source>Take 1 Gold and 1 Experience token.</source>
        <translation>获得1金币和1个经验标记。</translation>
    </message>
    <message>
        <source>One of the three secrets of the Great Work: the white stage. The face names one Reagent of your Philosophers&apos; Stone.</source>
        <translation>大业的三大奥秘之一：白色阶段。此卡正面写明你的贤者之石所需的一种试剂。</translation>
    </message>
    <message>
        <source>One of the three secrets of the Great Work: the red stage. The face names one Reagent of your Philosophers&apos; Stone.</source>
        <translation>大业的三大奥秘之一：红色阶段。此卡正面写明你的贤者之石所需的一种试剂。</translation>
    </message>
    <message>
        <source>One of the three secrets of the Great Work: the black stage. The face names one Reagent of your Philosophers&apos; Stone.</source>
        <translation>大业的三大奥秘之一：黑色阶段。此卡正面写明你的贤者之石所需的一种试剂。</translation>
    </message>
    <message>
        <source>Reagent types on the axes</source>
        <translation>矩阵轴上的试剂种类</translation>
    </message>
    <message>
        <source>The box holds six types of each Reagent kind, eight copies each, but the Matrix has four rows and four columns. Four types of each kind are used per game; the other two go back to the box. Three copies of every type used form the Search deck, five stay in each Supply pile.</source>
        <translation>游戏盒中每类试剂各有6种，每种8张，但发现矩阵只有4行4列。每局游戏每类使用4种，其余2种放回盒中。所用的每种试剂各取3张组成搜寻牌堆，其余5张留在各自的供应牌堆中。</translation>
    </message>
    <message>
        <source>Pick the four types of each kind at random</source>
        <translation>每类随机选取4种</translation>
    </message>
    <message>
        <source>Use the first four types of each kind in the card list (a fixed teaching setup)</source>
        <translation>每类使用卡牌列表中的前4种（固定的教学设置）</translation>
    </message>
    <message>
        <source>Unused starting cards</source>
        <translation>未使用的起始卡牌</translation>
    </message>
    <message>
        <source>Play is for two to four alchemists. With fewer than four, the starting cards of the empty seats stay in the box; switched off, their Prepare Herbs join the Apprentice Supply pile.</source>
        <translation>本游戏供2至4名炼金术士游玩。不足4人时，空座位的起始卡牌留在盒中；关闭此项时，这些座位的“整理草药”加入学徒供应牌堆。</translation>
    </message>
    <message>
        <source>Apprentice Supply pile</source>
        <translation>学徒供应牌堆</translation>
    </message>
    <message>
        <source>Fifty Tradeskills: sixteen Apprentice cards for starting decks, six more Apprentice cards as a Supply pile, two Journeyman piles of eight and two Master piles of six. Sold Apprentice cards go to the Apprentice pile; switched off, they leave the game.</source>
        <translation>共50张手艺卡：16张学徒卡用于起始牌组，另有6张学徒卡作为供应牌堆，还有2堆各8张的熟练工卡和2堆各6张的大师卡。售出的学徒卡放入学徒牌堆；关闭此项时，它们移出游戏。</translation>
    </message>
    <message>
        <source>Same-name limit for every modifier card</source>
        <translation>所有修正卡的同名限制</translation>
    </message>
    <message>
        <source>Each card carries type tags, and any card with a blue-flask value changes the difficulty. No two cards with the same name may help one transmutation (Powerstone excepted). Switched off, the limit covers only Knowledge, Preparation and Tool cards, so two Mindstones could be combined.</source>
        <translation>每张卡都带有类型标签，任何带有蓝色烧瓶数值的卡都会改变难度。同一次嬗变中不得使用两张同名卡牌（力量石除外）。关闭此项时，该限制仅适用于知识、准备和工具卡，因此可以同时使用两张心智石。</translation>
    </message>
    <message>
        <source>Card values</source>
        <translation>卡牌数值</translation>
    </message>
    <message>
        <source>The rulebook prints no card values; ours live in the card data file. The learning set lowers every Reagent&apos;s Volatility by one (never below one).</source>
        <translation>规则书没有印出卡牌数值；我们的数值保存在卡牌数据文件中。入门套组将每种试剂的挥发度降低1（最低为1）。</translation>
    </message>
    <message>
        <source>Card values from the card data</source>
        <translation>使用卡牌数据中的数值</translation>
    </message>
    <message>
        <source>Learning set: every Volatility one lower</source>
        <translation>入门套组：所有挥发度降低1</translation>
    </message>
    <message>
        <source>Philosophers&apos; Stone recipes</source>
        <translation>贤者之石秘方</translation>
    </message>
    <message>
        <source>A successful Clue discovery gives the top card of that Clue&apos;s pile; each Clue card names one Reagent, and the three you hold are your own recipe. Clue cards naming Reagents not used this game go back to the box at setup. The shared variant gives everyone the same recipe: one card of each pile is set aside at setup and every Clue of that type reads as it.</source>
        <translation>成功完成一个线索发现时，获得该线索牌堆顶的一张牌；每张线索卡写明一种试剂，你持有的三张即构成你自己的秘方。设置时，写明本局未使用试剂的线索卡放回盒中。共享变体让所有人使用同一秘方：设置时从每个线索牌堆中各取一张放在一旁，该类型的所有线索卡都视为与之相同。</translation>
    </message>
    <message>
        <source>Each alchemist&apos;s own recipe from the Clue cards held</source>
        <translation>每位炼金术士依所持线索卡拥有各自的秘方</translation>
    </message>
    <message>
        <source>One secret recipe shared by every alchemist</source>
        <translation>所有炼金术士共享同一秘方</translation>
    </message>
    <message>
        <source>Where bought cards go</source>
        <translation>购买的卡牌放在哪里</translation>
    </message>
    <message>
        <source>Bought cards go to your discard pile, like Search and Research cards. Effect cards are gained through Discoveries unless their data gives a price. The variant puts bought cards on top of your draw pile.</source>
        <translation>购买的卡牌放入你的弃牌堆，与搜寻到的卡牌和研究卡一样。效果卡需通过发现获得，除非其数据中标有价格。变体规则将购买的卡牌放在你的抽牌堆顶。</translation>
    </message>
    <message>
        <source>Into the discard pile</source>
        <translation>放入弃牌堆</translation>
    </message>
    <message>
        <source>On top of the draw pile</source>
        <translation>放在抽牌堆顶</translation>
    </message>
    <message>
        <source>Reagents after an attempt</source>
        <translation>尝试后的试剂</translation>
    </message>
    <message>
        <source>Cards played from your hand into a transmutation are discarded afterwards, except stones given back to the Supply and cards that stay on the Table. The variant uses Reagents up: they go back to the Supply.</source>
        <translation>从手牌打出用于嬗变的卡牌在结束后弃掉，但归还供应区的石头和留在工作台上的卡牌除外。变体规则中试剂会被消耗：它们放回供应区。</translation>
    </message>
    <message>
        <source>Reagents go to the discard pile</source>
        <translation>试剂放入弃牌堆</translation>
    </message>
    <message>
        <source>Reagents are used up and return to the Supply</source>
        <translation>试剂被消耗并放回供应区</translation>
    </message>
    <message>
        <source>Assistant&apos;s fee</source>
        <translation>助手酬金</translation>
    </message>
    <message>
        <source>An assistant&apos;s fee is the total Cost of the formula&apos;s two Reagents. On a Clue formula the assistant rolls against the two Volatilities with no modifiers; only Experience may be added. Assistants never try the Philosophers&apos; Stone or a dead formula.</source>
        <translation>助手的酬金为配方中两种试剂的费用之和。对于线索配方，助手以两种试剂的挥发度之和为难度掷骰，不计任何修正值；只能追加经验。助手从不尝试贤者之石或失效配方。</translation>
    </message>
    <message>
        <source>Fee is the total Cost of the two Reagents</source>
        <translation>酬金为两种试剂的费用之和</translation>
    </message>
    <message>
        <source>Fee is the total Volatility of the two Reagents</source>
        <translation>酬金为两种试剂的挥发度之和</translation>
    </message>
    <message>
        <source>Table swap</source>
        <translation>工作台换牌</translation>
    </message>
    <message>
        <source>The Table action that places one card and removes one returns the removed card to your hand, as the detailed rule says. The variant follows the turn summary and discards it.</source>
        <translation>放置一张卡牌并移走一张卡牌的工作台行动，按详细规则的说法，会将移走的卡牌收回手牌。变体规则依照回合概要，将其弃掉。</translation>
    </message>
    <message>
        <source>Removed Table cards go back to hand</source>
        <translation>移走的工作台卡牌收回手牌</translation>
    </message>
    <message>
        <source>Removed Table cards are discarded</source>
        <translation>移走的工作台卡牌被弃掉</translation>
    </message>
    <message>
        <source>Selling Master Tradeskills</source>
        <translation>出售大师手艺</translation>
    </message>
    <message>
        <source>Only Reagents and Apprentice or Journeyman Tradeskills can be sold. Switched on, a Master Tradeskill may also be sold in a Buy and Sell action.</source>
        <translation>只能出售试剂以及学徒或熟练工手艺卡。开启此项时，也可以在买卖行动中出售大师手艺卡。</translation>
    </message>
    <message>
        <source>Buy and Sell order</source>
        <translation>买卖顺序</translation>
    </message>
    <message>
        <source>In Buy and Sell you buy first, with Gold you already hold, then sell. The variant lets you sell first and spend the proceeds.</source>
        <translation>在买卖行动中，你先用已持有的金币购买，然后出售。变体规则允许你先出售，再花掉所得。</translation>
    </message>
    <message>
        <source>Buy first, then sell</source>
        <translation>先买后卖</translation>
    </message>
    <message>
        <source>Either order</source>
        <translation>顺序不限</translation>
    </message>
    <message>
        <source>Shelf timing</source>
        <translation>储物架的使用时机</translation>
    </message>
    <message>
        <source>A drawn Shelf is set beside your Table and another card is drawn in its place. Using the Shelf&apos;s extra Tradeskill forbids shelving a card later that turn. A shelved card comes back to the Table only in the Table Phase, as one of your two Table moves. Switched off, it may come back at any time in your turn without using a move.</source>
        <translation>抽到的储物架放在你的工作台旁，并另抽一张牌代替它。使用储物架提供的额外手艺后，该回合稍后不能再将卡牌放上储物架。储物架上的卡牌只能在工作台阶段回到工作台，并占用你两次工作台操作中的一次。关闭此项时，它可以在你回合中的任何时候回到工作台，且不占用操作次数。</translation>
    </message>
    <message>
        <source>The Truth is permanent</source>
        <translation>“真理”永久保留</translation>
    </message>
    <message>
        <source>Once on your Table, The Truth never leaves it, not even by your own Table action. Switched off, you may take it back to hand in the Table Phase.</source>
        <translation>“真理”一旦放上你的工作台便永不离开，即使你自己的工作台行动也无法将其移走。关闭此项时，你可以在工作台阶段将其收回手牌。</translation>
    </message>
    <message>
        <source>Knowledge always usable</source>
        <translation>知识卡始终可用</translation>
    </message>
    <message>
        <source>Knowledge cards stay on the Table, so they always count as used; a second copy of a Knowledge card simply does not add to the reduction. Switched off, a second copy on the Table blocks every transmutation until it is taken back.</source>
        <translation>知识卡留在工作台上，因此始终视为已使用；同名知识卡的第二张不会额外降低难度。关闭此项时，工作台上的第二张同名知识卡会阻止所有嬗变，直到将其收回。</translation>
    </message>
    <message>
        <source>Extra Experience from Preparations</source>
        <translation>准备卡的额外经验</translation>
    </message>
    <message>
        <source>How many extra Experience tokens a failed attempt can give for the Preparation cards used in it. The cap of five tokens always applies.</source>
        <translation>失败的尝试因所用的准备卡最多能额外给予多少个经验标记。5个标记的上限始终有效。</translation>
    </message>
    <message>
        <source>Who goes first</source>
        <translation>起始玩家</translation>
    </message>
    <message>
        <source>Everyone rolls the die; the chosen end of the scale goes first and tied alchemists roll again.</source>
        <translation>每人掷骰；按所选规则，点数最高或最低者先手，点数相同的炼金术士重掷。</translation>
    </message>
    <message>
        <source>The highest roll goes first</source>
        <translation>点数最高者先手</translation>
    </message>
    <message>
        <source>The lowest roll goes first</source>
        <translation>点数最低者先手</translation>
    </message>
    <message>
        <source>Which Research cards count</source>
        <translation>计入哪些研究卡</translation>
    </message>
    <message>
        <source>For the tie-breaker, count every Research card you own wherever it is: deck, hand, discard, Table, Shelf and set aside. A tie after Experience is a shared win. The variant counts only the cards in your deck, hand and discard pile.</source>
        <translation>平局判定时，计算你拥有的所有研究卡，无论其位于何处：牌组、手牌、弃牌堆、工作台、储物架或放在一旁。比较经验后仍平局，则共享胜利。变体规则只计算你牌组、手牌和弃牌堆中的卡牌。</translation>
    </message>
    <message>
        <source>Every Research card you own</source>
        <translation>你拥有的所有研究卡</translation>
    </message>
    <message>
        <source>Only deck, hand and discard pile</source>
        <translation>仅限牌组、手牌和弃牌堆</translation>
    </message>
    <message>
        <source>Final round</source>
        <translation>最后一轮</translation>
    </message>
    <message>
        <source>The first Philosophers&apos; Stone starts a final round in which everyone else gets one more turn. Switched off, the first Stone wins at once.</source>
        <translation>第一块贤者之石炼成后开始最后一轮，其他所有人各再进行一个回合。关闭此项时，率先炼成贤者之石者立即获胜。</translation>
    </message>
    <message>
        <source>Inexplicable Yield reveal</source>
        <translation>不明产物的翻牌</translation>
    </message>
    <message>
        <source>The alchemist who performs Inexplicable Yield chooses the face-down Discovery to turn up. The variant picks it at random.</source>
        <translation>施行“不明产物”的炼金术士选择要翻开的面朝下发现卡。变体规则随机选择。</translation>
    </message>
    <message>
        <source>The performer chooses</source>
        <translation>由施行者选择</translation>
    </message>
    <message>
        <source>A random face-down Discovery</source>
        <translation>随机一张面朝下的发现卡</translation>
    </message>
    <message>
        <source>Incinerate burns one chosen card of your discard pile (never Attempt Transmutation) and returns it to the Supply. The variant removes it from the game instead.</source>
        <translation>“焚化”焚毁你弃牌堆中选定的一张牌（不能是“尝试嬗变”），并将其放回供应区。变体规则改为将其移出游戏。</translation>
    </message>
    <message>
        <source>The card returns to the Supply</source>
        <translation>该牌放回供应区</translation>
    </message>
    <message>
        <source>The card leaves the game</source>
        <translation>该牌移出游戏</translation>
    </message>
    <message>
        <source>Metastone after use</source>
        <translation>幻化石使用后</translation>
    </message>
    <message>
        <source>A Metastone may copy any Reagent type on the axes this game and takes that Reagent&apos;s kind. After the attempt it is discarded like other Artifacts; the variant returns it to the Supply.</source>
        <translation>幻化石可以复制本局矩阵轴上的任意一种试剂，并视为该试剂的类别。尝试结束后，它像其他器物一样被弃掉；变体规则将其放回供应区。</translation>
    </message>
    <message>
        <source>Discarded after the attempt</source>
        <translation>尝试后弃掉</translation>
    </message>
    <message>
        <source>Returned to the Supply after the attempt</source>
        <translation>尝试后放回供应区</translation>
    </message>
    <message>
        <source>Mindstone with no Research deck</source>
        <translation>研究牌堆耗尽时的心智石</translation>
    </message>
    <message>
        <source>When the Research deck is empty, the Mindstone&apos;s extra draw cannot be used and the stone stays. The variant lets you give it back for one Experience token instead.</source>
        <translation>研究牌堆为空时，心智石的额外抽牌无法使用，此石保留。变体规则允许你改为将其归还，以换取1个经验标记。</translation>
    </message>
    <message>
        <source>The extra draw cannot be used</source>
        <translation>无法使用额外抽牌</translation>
    </message>
    <message>
        <source>Give it back for 1 Experience</source>
        <translation>归还以换取1点经验</translation>
    </message>
    <message>
        <source>Lead bonus</source>
        <translation>铅的额外奖励</translation>
    </message>
    <message>
        <source>After a successful Gold roll a Master Tradeskill pays extra for a Lead handed back: Lead to Gold pays 3, Lead to Silver 2. The variant swaps the two.</source>
        <translation>金币掷骰成功后，大师手艺会为交回的铅额外支付金币：“铅化为金”支付3，“铅化为银”支付2。变体规则将两者互换。</translation>
    </message>
    <message>
        <source>Lead to Gold +3, Lead to Silver +2</source>
        <translation>铅化为金+3，铅化为银+2</translation>
    </message>
    <message>
        <source>Lead to Gold +2, Lead to Silver +3</source>
        <translation>铅化为金+2，铅化为银+3</translation>
    </message>
    <message>
        <source>Natural 8 on Master rolls</source>
        <translation>大师掷骰的自然8</translation>
    </message>
    <message>
        <source>A die showing 8 always succeeds, the Master Tradeskill Gold roll included. Switched off, the Master roll must reach the flask value.</source>
        <translation>掷出8总是成功，大师手艺的金币掷骰也不例外。关闭此项时，大师掷骰必须达到烧瓶数值。</translation>
    </message>
    <message>
        <source>Easy transmutations still roll</source>
        <translation>简单的嬗变仍需掷骰</translation>
    </message>
    <message>
        <source>When modifiers bring the difficulty to 1 or less the die is still rolled, and any result succeeds. Switched off, such an attempt succeeds without a roll.</source>
        <translation>当修正值使难度降至1或以下时，仍需掷骰，且任何结果都算成功。关闭此项时，此类尝试无需掷骰即成功。</translation>
    </message>
    <message>
        <source>Failed Master roll uses the Gold choice</source>
        <translation>大师掷骰失败仍占用金币选项</translation>
    </message>
    <message>
        <source>A failed Master Tradeskill Gold roll still counts as your Gold for the phase, so a second Tradeskill can only draw cards. Switched off, you may try for Gold again with another Tradeskill.</source>
        <translation>大师手艺的金币掷骰即使失败，仍算作你本阶段的金币选项，因此第二张手艺卡只能用来抽牌。关闭此项时，你可以用另一张手艺卡再次尝试获取金币。</translation>
    </message>
    <message>
        <source>Unlimited Gold and Experience</source>
        <translation>金币和经验无限</translation>
    </message>
    <message>
        <source>The software treats Gold and Experience as unlimited; Experience is still capped at five per alchemist. Switched off, the box&apos;s 50 Gold and 25 Experience are all there is.</source>
        <translation>本软件视金币和经验为无限；但每位炼金术士的经验仍以5点为上限。关闭此项时，只有游戏盒中的50金币和25个经验标记可用。</translation>
    </message>
    <message>
        <source>Hand limit during a turn</source>
        <translation>回合中的手牌上限</translation>
    </message>
    <message>
        <source>No hand limit during the turn (0). A number above zero stops Tradeskill draws once the hand holds that many cards. Research cards in hand do nothing unless their text says so.</source>
        <translation>回合中没有手牌上限（0）。设为大于0的数值时，一旦手牌达到该数量，手艺卡便不再抽牌。手牌中的研究卡不产生任何效果，除非其文字另有说明。</translation>
    </message>
    <message>
        <source>Research under a failed formula</source>
        <translation>失败配方下的研究卡</translation>
    </message>
    <message>
        <source>A Research card stays under its Discovery until the first successful personal transmutation of that formula, even after a failure turned the Discovery face up. Switched off, a failure that turns it up sends the Research card to the bottom of the Research deck.</source>
        <translation>研究卡会一直留在其发现卡下，直到有人首次亲自成功嬗变该配方为止，即使失败已使该发现卡面朝上。关闭此项时，因失败而翻开发现卡会使该研究卡被放到研究牌堆底。</translation>
    </message>
    <message>
        <source>Sign of the blue flask</source>
        <translation>蓝色烧瓶的正负号</translation>
    </message>
    <message>
        <source>Each modifier keeps its printed sign and is added to the Volatility: a printed -1 makes it one easier, a positive value harder. The variant always subtracts the size of the value, so every modifier helps.</source>
        <translation>每个修正值保留其印刷的正负号，并与挥发度相加：印刷的-1使难度降低1，正值则使难度提高。变体规则总是减去该数值的绝对值，因此每个修正值都有帮助。</translation>
    </message>
    <message>
        <source>Add the signed value</source>
        <translation>加上带符号的数值</translation>
    </message>
    <message>
        <source>Subtract its size</source>
        <translation>减去其绝对值</translation>
    </message>
</context>
<context>
    <name>content:mansions</name>
    <message>
        <source>Damage</source>
        <translation>伤害</translation>
    </message>
    <message>
        <source>Bruised Ribs</source>
        <translation>肋骨挫伤</translation>
    </message>
    <message>
        <source>It hurts to breathe, but you keep going.</source>
        <translation>每一次呼吸都疼，但你仍咬牙前行。</translation>
    </message>
    <message>
        <source>Grazed</source>
        <translation>擦伤</translation>
    </message>
    <message>
        <source>A shallow wound that bleeds more than it should.</source>
        <translation>伤口不深，流的血却多得反常。</translation>
    </message>
    <message>
        <source>Winded</source>
        <translation>喘不过气</translation>
    </message>
    <message>
        <source>Take one action fewer on your next turn.</source>
        <translation>你的下个回合少执行1次行动。</translation>
    </message>
    <message>
        <source>Lost Grip</source>
        <translation>脱手</translation>
    </message>
    <message>
        <source>Drop the possession you gained most recently in your space.</source>
        <translation>将你最近获得的持有物丢在你所在的格子中。</translation>
    </message>
    <message>
        <source>Knock on the Head</source>
        <translation>头部受击</translation>
    </message>
    <message>
        <source>Discard one of your Clues.</source>
        <translation>弃掉你的1个线索。</translation>
    </message>
    <message>
        <source>Deep Cut</source>
        <translation>深深的割伤</translation>
    </message>
    <message>
        <source>Test Strength. If you roll no success, suffer 1 more Damage.</source>
        <translation>进行力量检定。如果你没有掷出成功，额外受到1点伤害。</translation>
    </message>
    <message>
        <source>Twisted Ankle</source>
        <translation>扭伤脚踝</translation>
    </message>
    <message>
        <source>Roll one die fewer on Agility tests.</source>
        <translation>进行敏捷检定时少掷1颗骰子。</translation>
    </message>
    <message>
        <source>Cracked Knuckles</source>
        <translation>指节开裂</translation>
    </message>
    <message>
        <source>Roll one die fewer on Strength tests.</source>
        <translation>进行力量检定时少掷1颗骰子。</translation>
    </message>
    <message>
        <source>Blood in the Eyes</source>
        <translation>血流入眼</translation>
    </message>
    <message>
        <source>Roll one die fewer on Observation tests.</source>
        <translation>进行观察检定时少掷1颗骰子。</translation>
    </message>
    <message>
        <source>Horror</source>
        <translation>恐惧</translation>
    </message>
    <message>
        <source>Cold Sweat</source>
        <translation>冷汗</translation>
    </message>
    <message>
        <source>Your shirt sticks to your back. You press on.</source>
        <translation>衬衫紧贴在你的后背上。你继续前行。</translation>
    </message>
    <message>
        <source>Racing Heart</source>
        <translation>心跳加速</translation>
    </message>
    <message>
        <source>You hear your own pulse louder than the house.</source>
        <translation>你听见自己的脉搏声，比这座宅子里的任何声响都要响亮。</translation>
    </message>
    <message>
        <source>Lost Thread</source>
        <translation>思绪中断</translation>
    </message>
    <message>
        <source>Frozen in Place</source>
        <translation>呆立原地</translation>
    </message>
    <message>
        <source>Whispers</source>
        <translation>低语</translation>
    </message>
    <message>
        <source>Test Will. If you roll no success, suffer 1 more Horror.</source>
        <translation>进行意志检定。如果你没有掷出成功，额外受到1点恐惧。</translation>
    </message>
    <message>
        <source>Dread</source>
        <translation>惊惧</translation>
    </message>
    <message>
        <source>Roll one die fewer on Will tests.</source>
        <translation>进行意志检定时少掷1颗骰子。</translation>
    </message>
    <message>
        <source>Creeping Doubt</source>
        <translation>疑虑渐生</translation>
    </message>
    <message>
        <source>Roll one die fewer on Lore tests.</source>
        <translation>进行知识检定时少掷1颗骰子。</translation>
    </message>
    <message>
        <source>Stammer</source>
        <translation>结结巴巴</translation>
    </message>
    <message>
        <source>Roll one die fewer on Influence tests.</source>
        <translation>进行影响检定时少掷1颗骰子。</translation>
    </message>
    <message>
        <source>Seeing Things</source>
        <translation>幻视</translation>
    </message>
    <message>
        <source>Mistrust</source>
        <translation>猜疑</translation>
    </message>
    <message>
        <source>You cannot take the Trade action.</source>
        <translation>你不能执行交易行动。</translation>
    </message>
    <message>
        <source>Insane Conditions</source>
        <translation>疯狂状态</translation>
    </message>
    <message>
        <source>Hoarding Mind</source>
        <translation>囤积癖</translation>
    </message>
    <message>
        <source>You are sure the answers must be kept. If the game ends while you hold fewer than two Clues, you lose, whatever happens to the others.</source>
        <translation>你坚信答案必须好好保存。如果游戏结束时你持有的线索少于2个，无论其他人结果如何，你都输掉游戏。</translation>
    </message>
    <message>
        <source>Tremors</source>
        <translation>颤抖</translation>
    </message>
    <message>
        <source>Your hands will not stop shaking. Roll one die fewer on every test.</source>
        <translation>你的双手抖个不停。每次检定都少掷1颗骰子。</translation>
    </message>
    <message>
        <source>Fixation</source>
        <translation>执念</translation>
    </message>
    <message>
        <source>Nothing you carry can leave your hands. You cannot take the Trade action.</source>
        <translation>你携带的任何东西都不能离手。你不能执行交易行动。</translation>
    </message>
    <message>
        <source>Blind Panic</source>
        <translation>惊慌失措</translation>
    </message>
    <message>
        <source>You cannot think clearly enough to use what you know. You cannot spend Clues.</source>
        <translation>你的头脑一片混乱，无法运用自己知道的东西。你不能花费线索。</translation>
    </message>
    <message>
        <source>Hollow Calm</source>
        <translation>空洞的平静</translation>
    </message>
    <message>
        <source>Nothing frightens you any more, and nothing moves you. Roll two dice fewer on Will tests.</source>
        <translation>再没有什么能吓到你，也再没有什么能打动你。进行意志检定时少掷2颗骰子。</translation>
    </message>
    <message>
        <source>Mythos</source>
        <translation>神话</translation>
    </message>
    <message>
        <source>Draught Through the Walls</source>
        <translation>穿墙而过的冷风</translation>
    </message>
    <message>
        <source>A cold breath moves through the house. Each investigator tests Will; on no success, suffer 1 Horror.</source>
        <translation>一股寒气在宅中游走。每名调查员进行意志检定；如果没有掷出成功，受到1点恐惧。</translation>
    </message>
    <message>
        <source>Footsteps Above</source>
        <translation>楼上的脚步声</translation>
    </message>
    <message>
        <source>Someone walks slowly across the floor above you, and stops.</source>
        <translation>有人在你们头顶的楼板上缓缓走过，然后停了下来。</translation>
    </message>
    <message>
        <source>The Lights Fail</source>
        <translation>灯火熄灭</translation>
    </message>
    <message>
        <source>The lamps gutter and go out around one of you. Darkness falls in that investigator&apos;s space.</source>
        <translation>你们当中一人身边的灯火摇曳几下，熄灭了。该调查员所在的格子陷入黑暗。</translation>
    </message>
    <message>
        <source>Restless Things</source>
        <translation>躁动之物</translation>
    </message>
    <message>
        <source>Every monster stirs and moves again, without attacking.</source>
        <translation>每个怪物都躁动起来，再次移动，但不进行攻击。</translation>
    </message>
    <message>
        <source>A Loose Board</source>
        <translation>松动的地板</translation>
    </message>
    <message>
        <source>One investigator tests Agility; on no success, suffer 1 Damage.</source>
        <translation>1名调查员进行敏捷检定；如果没有掷出成功，受到1点伤害。</translation>
    </message>
    <message>
        <source>Watched</source>
        <translation>被人窥视</translation>
    </message>
    <message>
        <source>Each investigator tests Observation; on no success, suffer 1 Horror.</source>
        <translation>每名调查员进行观察检定；如果没有掷出成功，受到1点恐惧。</translation>
    </message>
    <message>
        <source>A Quiet Hour</source>
        <translation>寂静时分</translation>
    </message>
    <message>
        <source>The house seems to hold its breath. Nothing happens.</source>
        <translation>整座宅子仿佛屏住了呼吸。什么也没有发生。</translation>
    </message>
    <message>
        <source>Falling Plaster</source>
        <translation>灰泥剥落</translation>
    </message>
    <message>
        <source>A ceiling gives way. One investigator tests Agility with a difficulty of 2; on a failure, suffer 2 Damage.</source>
        <translation>一处天花板塌了下来。1名调查员进行难度为2的敏捷检定；如果失败，受到2点伤害。</translation>
    </message>
    <message>
        <source>Side Effect</source>
        <translation>副作用</translation>
    </message>
    <message>
        <source>Trauma</source>
        <translation>创伤</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>战斗</translation>
    </message>
    <message>
        <source>Exploration</source>
        <translation>探索</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>锁闭</translation>
    </message>
    <message>
        <source>Obstacle</source>
        <translation>障碍</translation>
    </message>
    <message>
        <source>Keeper Action</source>
        <translation>守密人行动</translation>
    </message>
    <message>
        <source>Wounded</source>
        <translation>重伤</translation>
    </message>
    <message>
        <source>Your wounds slow you down. You may take only one Move action on each of your turns.</source>
        <translation>伤势拖慢了你的脚步。你的每个回合只能执行1次移动行动。</translation>
    </message>
    <message>
        <source>Horror checks</source>
        <translation>恐惧检定</translation>
    </message>
    <message>
        <source>In the Horror step each investigator with a monster within range tests Will against the monster with the highest horror rating. This decides how the rating becomes Horror.</source>
        <translation>在恐惧步骤中，范围内有怪物的每名调查员针对其中恐惧值最高的怪物进行意志检定。此项决定恐惧值如何转化为恐惧。</translation>
    </message>
    <message>
        <source>Suffer Horror equal to the rating minus the successes rolled, never below zero</source>
        <translation>受到的恐惧等于恐惧值减去掷出的成功数，最少为0</translation>
    </message>
    <message>
        <source>Suffer no Horror if the successes reach the rating, otherwise suffer the full rating</source>
        <translation>如果成功数达到恐惧值，则不受到恐惧，否则受到与恐惧值相等的恐惧</translation>
    </message>
    <message>
        <source>Evade checks</source>
        <translation>回避检定</translation>
    </message>
    <message>
        <source>Leaving a monster&apos;s space, or taking any action there other than Attack or Move, needs an evade check against the monster there with the highest awareness. A failed check costs the action.</source>
        <translation>离开怪物所在的格子，或在该格子中执行攻击或移动以外的任何行动时，需要针对该格子中警觉最高的怪物进行回避检定。检定失败则该行动作废。</translation>
    </message>
    <message>
        <source>Use the monster&apos;s own evade test; without one, test Agility with a difficulty of 1</source>
        <translation>使用怪物自身的回避检定；若怪物没有，则进行难度为1的敏捷检定</translation>
    </message>
    <message>
        <source>Test Agility with a difficulty of the monster&apos;s awareness minus one (at least 1)</source>
        <translation>进行敏捷检定，难度为怪物的警觉减1（至少为1）</translation>
    </message>
    <message>
        <source>Attack procedure</source>
        <translation>攻击流程</translation>
    </message>
    <message>
        <source>An attack tests the skill its weapon or spell names. Unarmed attacks test Strength and deal 1 Damage per success.</source>
        <translation>攻击时检定其武器或咒语指定的技能。徒手攻击检定力量，每个成功造成1点伤害。</translation>
    </message>
    <message>
        <source>Damage follows the weapon or spell: damage per success and a bonus for any hit</source>
        <translation>伤害取决于武器或咒语：每个成功造成相应伤害，命中时另加额外伤害</translation>
    </message>
    <message>
        <source>Every attack deals 1 Damage per success, whatever the weapon</source>
        <translation>无论使用何种武器，每次攻击都是每个成功造成1点伤害</translation>
    </message>
    <message>
        <source>Most investigators in one game</source>
        <translation>单局调查员人数上限</translation>
    </message>
    <message>
        <source>A scenario is played by one to five investigators, one seat each. Lower this to play with a smaller team at most.</source>
        <translation>一个剧本可由1至5名调查员进行，每人占一个座位。调低此值可限制队伍的最多人数。</translation>
    </message>
    <message>
        <source>The same action twice in a turn</source>
        <translation>一回合内两次执行相同的行动</translation>
    </message>
    <message>
        <source>Switched on, an investigator may take the same action twice in one turn, such as two Move actions. Switched off, the two actions of a turn must differ.</source>
        <translation>开启此项时，调查员可以在一个回合内两次执行相同的行动，例如两次移动行动。关闭此项时，一个回合内的两次行动必须不同。</translation>
    </message>
    <message>
        <source>Damage and Horror one card at a time</source>
        <translation>伤害和恐惧逐张结算</translation>
    </message>
    <message>
        <source>Switched on, suffering several points claims one card per point and checks Wounded and Insane after each card. Switched off, all the cards are claimed first and the check is made once.</source>
        <translation>开启此项时，受到多点伤害或恐惧时每点拿取一张卡，并在每张卡后检查是否重伤或疯狂。关闭此项时，先拿取所有卡牌，然后只检查一次。</translation>
    </message>
    <message>
        <source>Elimination after Wounded or Insane</source>
        <translation>重伤或疯狂后的淘汰</translation>
    </message>
    <message>
        <source>A Wounded (or Insane) investigator is eliminated when Damage (or Horror) reaches health (or sanity) again.</source>
        <translation>重伤（或疯狂）的调查员在伤害（或恐惧）再次达到生命值（或神智）时被淘汰。</translation>
    </message>
    <message>
        <source>Count every card held after the facedown cards were discarded</source>
        <translation>弃掉面朝下的卡牌后，计算持有的所有卡牌</translation>
    </message>
    <message>
        <source>Count only what one effect deals at once</source>
        <translation>只计算单个效果一次造成的数量</translation>
    </message>
    <message>
        <source>Wounded slows you down</source>
        <translation>重伤会拖慢行动</translation>
    </message>
    <message>
        <source>Switched on, a Wounded investigator may take only one Move action per turn. Switched off, Wounded has no effect of its own.</source>
        <translation>开启此项时，重伤的调查员每回合只能执行1次移动行动。关闭此项时，重伤本身没有效果。</translation>
    </message>
    <message>
        <source>When the others lose after an elimination</source>
        <translation>有人被淘汰后其他人何时落败</translation>
    </message>
    <message>
        <source>After an investigator is eliminated the others lose when an Investigator Phase ends.</source>
        <translation>有调查员被淘汰后，其他调查员会在某个调查员阶段结束时落败。</translation>
    </message>
    <message>
        <source>At the end of the first Investigator Phase that starts after the elimination</source>
        <translation>在淘汰发生后开始的第一个调查员阶段结束时</translation>
    </message>
    <message>
        <source>At the end of the Investigator Phase under way, if the elimination happened during one</source>
        <translation>如果淘汰发生在调查员阶段中，则在当前调查员阶段结束时</translation>
    </message>
    <message>
        <source>A dice pool of zero</source>
        <translation>骰池为0</translation>
    </message>
    <message>
        <source>Modifiers can bring a dice pool to zero or below.</source>
        <translation>修正可能使骰池降到0或更低。</translation>
    </message>
    <message>
        <source>Roll no dice: the result is 0 and no Clue can be spent</source>
        <translation>不掷骰：结果为0，且不能花费线索</translation>
    </message>
    <message>
        <source>Always roll at least one die</source>
        <translation>始终至少掷1颗骰子</translation>
    </message>
    <message>
        <source>Tests without a difficulty</source>
        <translation>没有难度的检定</translation>
    </message>
    <message>
        <source>A test without a difficulty gives its successes to whatever asked for it. When such a test must still pass or fail, it passes with at least this many successes.</source>
        <translation>没有难度的检定将其成功数交给要求进行该检定的效果。如果这样的检定仍需判定通过或失败，则至少掷出此数量的成功即为通过。</translation>
    </message>
    <message>
        <source>Puzzle steps per clue</source>
        <translation>每个线索提供的谜题步数</translation>
    </message>
    <message>
        <source>In a second-edition puzzle, every clue spent gives this many extra puzzle steps on top of the tested skill. Clues cannot be spent for steps in Darkness.</source>
        <translation>在第二版谜题中，每花费1个线索，就在所检定技能提供的步数之外额外获得此数量的谜题步数。在黑暗中不能花费线索换取步数。</translation>
    </message>
    <message>
        <source>Difficulty of a push</source>
        <translation>推动的难度</translation>
    </message>
    <message>
        <source>Pushing a monster or an investigator from your space into a space next to it tests Strength with this difficulty.</source>
        <translation>将怪物或调查员从你所在的格子推入相邻的格子时，需进行此难度的力量检定。</translation>
    </message>
    <message>
        <source>Setting fire needs a flame</source>
        <translation>纵火需要火源</translation>
    </message>
    <message>
        <source>Set Fire puts a Fire token in your space. Switched on, you need to hold a Light Source to do it.</source>
        <translation>纵火会在你所在的格子放置一个着火标记。开启此项时，你必须持有光源才能纵火。</translation>
    </message>
    <message>
        <source>Ties in a steal</source>
        <translation>偷窃时打平</translation>
    </message>
    <message>
        <source>A steal is an opposed test: the thief tests Strength, the other investigator tests Agility, and more successes win. Switched on, a tie goes to the thief; switched off, the other investigator keeps the possession.</source>
        <translation>偷窃是一次对抗检定：偷窃者检定力量，另一名调查员检定敏捷，成功数多者获胜。开启此项时，打平算偷窃者获胜；关闭此项时，另一名调查员保住持有物。</translation>
    </message>
    <message>
        <source>Damage from entering Fire</source>
        <translation>进入着火格子受到的伤害</translation>
    </message>
    <message>
        <source>An investigator who enters a space with Fire suffers this much Damage; a monster that enters one suffers this much damage.</source>
        <translation>进入着火格子的调查员受到此数值的伤害；进入着火格子的怪物也受到此数值的伤害。</translation>
    </message>
    <message>
        <source>Moving a barricade</source>
        <translation>移开路障</translation>
    </message>
    <message>
        <source>Stepping through a door or secret passage blocked by a Barricade first moves the barricade: a Strength test with this difficulty for an investigator; a monster rolls as many dice as its brawn.</source>
        <translation>要穿过被路障堵住的门或密道，必须先移开路障：调查员进行此难度的力量检定；怪物则掷与其蛮力等量的骰子。</translation>
    </message>
    <message>
        <source>Each die rerolled once per effect</source>
        <translation>每个效果中每颗骰子只能重掷一次</translation>
    </message>
    <message>
        <source>Only cards and abilities grant rerolls. Switched on, one effect may roll each die again at most once. Switched off, an effect may roll the same die again as often as it allows.</source>
        <translation>只有卡牌和调查员能力可以提供重掷。开启此项时，一个效果最多只能将每颗骰子重掷一次。关闭此项时，一个效果可以在其允许的次数内反复重掷同一颗骰子。</translation>
    </message>
    <message>
        <source>Monsters tied for the highest horror</source>
        <translation>恐惧值并列最高的怪物</translation>
    </message>
    <message>
        <source>When two monsters within range share the highest horror rating, the horror check is the same either way.</source>
        <translation>当范围内两个怪物的恐惧值并列最高时，无论针对哪一个，恐惧检定都相同。</translation>
    </message>
    <message>
        <source>The investigator chooses which monster the check is made against</source>
        <translation>由调查员选择针对哪个怪物进行检定</translation>
    </message>
    <message>
        <source>The monster listed first is used</source>
        <translation>使用列在最前面的怪物</translation>
    </message>
    <message>
        <source>Possessions of an eliminated investigator</source>
        <translation>被淘汰调查员的持有物</translation>
    </message>
    <message>
        <source>Switched on, they stay in the space where the investigator fell and anyone can pick them up with a Trade action. Switched off, they leave the game.</source>
        <translation>开启此项时，这些持有物留在该调查员倒下的格子中，任何人都可以通过交易行动拾取。关闭此项时，它们被移出游戏。</translation>
    </message>
    <message>
        <source>Order of monster activations</source>
        <translation>怪物激活顺序</translation>
    </message>
    <message>
        <source>Monsters activate one at a time in the Monster step; ties between equally near targets are broken at random.</source>
        <translation>在怪物步骤中，怪物逐个激活；若有多个距离相同的目标，随机决定。</translation>
    </message>
    <message>
        <source>In the order the monsters came into play</source>
        <translation>按怪物进入游戏的顺序</translation>
    </message>
    <message>
        <source>In a random order every round</source>
        <translation>每轮随机排序</translation>
    </message>
    <message>
        <source>Damage beyond a monster&apos;s health</source>
        <translation>超出怪物生命值的伤害</translation>
    </message>
    <message>
        <source>Switched on, a monster is defeated once its damage reaches or passes its health. Switched off, damage that would pass the health left is not dealt, so only an exact blow defeats it.</source>
        <translation>开启此项时，怪物受到的伤害一旦达到或超过其生命值即被击败。关闭此项时，超出剩余生命值的伤害不会生效，因此只有恰好等量的一击才能将其击败。</translation>
    </message>
    <message>
        <source>Ada Whitlock</source>
        <translation>艾达·惠特洛克</translation>
    </message>
    <message>
        <source>Once per round, when you search, you may look at the next item before you decide to keep it.</source>
        <translation>每轮一次，当你搜索时，你可以在决定是否保留找到的物品之前，先查看下一件物品。</translation>
    </message>
    <message>
        <source>Tomas Reyes</source>
        <translation>托马斯·雷耶斯</translation>
    </message>
    <message>
        <source>When you push a figure or move a barricade, add one die to the test.</source>
        <translation>当你推动模型或移开路障时，该检定额外掷1颗骰子。</translation>
    </message>
    <message>
        <source>Miriam Osei</source>
        <translation>米丽娅姆·奥塞</translation>
    </message>
    <message>
        <source>Action: another investigator in your space discards one facedown Damage card.</source>
        <translation>行动：你所在格子中的另一名调查员弃掉1张面朝下的伤害卡。</translation>
    </message>
    <message>
        <source>Julian Fairweather</source>
        <translation>朱利安·费尔韦瑟</translation>
    </message>
    <message>
        <source>You may count range from any space adjacent to you when you take a photograph of a monster.</source>
        <translation>当你为怪物拍照时，你可以从与你相邻的任意格子开始计算范围。</translation>
    </message>
    <message>
        <source>Hettie Marsh</source>
        <translation>海蒂·马什</translation>
    </message>
    <message>
        <source>The first time you leave a monster&apos;s space each round, you make no evade check.</source>
        <translation>每轮你第一次离开怪物所在的格子时，无需进行回避检定。</translation>
    </message>
    <message>
        <source>Ines Calder</source>
        <translation>伊内丝·考尔德</translation>
    </message>
    <message>
        <source>When you make a horror check, suffer one Horror fewer than the check would give you.</source>
        <translation>当你进行恐惧检定时，受到的恐惧比检定结果少1点。</translation>
    </message>
    <message>
        <source>Bram Holloway</source>
        <translation>布拉姆·霍洛韦</translation>
    </message>
    <message>
        <source>When you attack a monster in your own space, roll one extra die.</source>
        <translation>当你攻击与你位于同一格子中的怪物时，额外掷1颗骰子。</translation>
    </message>
    <message>
        <source>Odile Ferrand</source>
        <translation>奥迪尔·费朗</translation>
    </message>
    <message>
        <source>Once during each test you make, you may roll one of your dice again.</source>
        <translation>在你进行的每次检定中，你可以重掷你的1颗骰子一次。</translation>
    </message>
    <message>
        <source>Oil Lamp</source>
        <translation>油灯</translation>
    </message>
    <message>
        <source>A Light Source. Darkness in your space and the spaces next to it does not hinder you.</source>
        <translation>光源。你所在格子及其相邻格子中的黑暗不会妨碍你。</translation>
    </message>
    <message>
        <source>Fire Poker</source>
        <translation>拨火棍</translation>
    </message>
    <message>
        <source>A blunt melee weapon. Attack a monster in your space, testing Strength. Each success deals 1 Damage, and any hit deals 1 more.</source>
        <translation>近战钝器。攻击你所在格子中的1个怪物，进行力量检定。每个成功造成1点伤害；只要命中，额外造成1点伤害。</translation>
    </message>
    <message>
        <source>Revolver</source>
        <translation>左轮手枪</translation>
    </message>
    <message>
        <source>A ranged weapon. Attack a monster within range, testing Agility. Each success deals 1 Damage, and any hit deals 1 more.</source>
        <translation>远程武器。攻击范围内的1个怪物，进行敏捷检定。每个成功造成1点伤害；只要命中，额外造成1点伤害。</translation>
    </message>
    <message>
        <source>Greenhouse Key</source>
        <translation>温室钥匙</translation>
    </message>
    <message>
        <source>A brass key with a fern stamped on its bow.</source>
        <translation>一把黄铜钥匙，钥匙柄上压印着一片蕨叶。</translation>
    </message>
    <message>
        <source>Gardener&apos;s Ledger</source>
        <translation>园丁的账簿</translation>
    </message>
    <message>
        <source>A damp account book. Its last pages list what was planted under the altar, and when.</source>
        <translation>一本受潮的账簿。最后几页记录着祭坛下种了什么，又是何时种下的。</translation>
    </message>
    <message>
        <source>Lamp Oil</source>
        <translation>灯油</translation>
    </message>
    <message>
        <source>Discard this to set fire to the space you are in.</source>
        <translation>弃掉此物，使你所在的格子着火。</translation>
    </message>
    <message>
        <source>Warden&apos;s Notes</source>
        <translation>院长的笔记</translation>
    </message>
    <message>
        <source>Observations of one patient, kept over eleven years. The handwriting gets smaller toward the end.</source>
        <translation>对同一名病人长达11年的观察记录。越往后，字迹越小。</translation>
    </message>
    <message>
        <source>Sealed Specimen Jar</source>
        <translation>密封的标本罐</translation>
    </message>
    <message>
        <source>Something pale turns slowly in the liquid. It is warm to the touch.</source>
        <translation>某种苍白的东西在液体中缓缓转动。摸上去是温热的。</translation>
    </message>
    <message>
        <source>First Aid Kit</source>
        <translation>急救包</translation>
    </message>
    <message>
        <source>Action: you or an investigator in your space discards up to two facedown Damage cards. Then discard this kit.</source>
        <translation>行动：你或你所在格子中的1名调查员弃掉至多2张面朝下的伤害卡。然后弃掉此急救包。</translation>
    </message>
    <message>
        <source>Smelling Salts</source>
        <translation>嗅盐</translation>
    </message>
    <message>
        <source>Action: you or an investigator in your space discards one facedown Horror card. Then discard the salts.</source>
        <translation>行动：你或你所在格子中的1名调查员弃掉1张面朝下的恐惧卡。然后弃掉此嗅盐。</translation>
    </message>
    <message>
        <source>Folding Camera</source>
        <translation>折叠相机</translation>
    </message>
    <message>
        <source>Action: photograph a monster within range by testing Observation. If you pass, gain a Clue. No monster can be photographed twice.</source>
        <translation>行动：进行观察检定，为范围内的1个怪物拍照。如果通过，获得1个线索。同一个怪物不能被拍摄两次。</translation>
    </message>
    <message>
        <source>Crowbar</source>
        <translation>撬棍</translation>
    </message>
    <message>
        <source>A heavy melee weapon. Attack a monster in your space, testing Strength with one extra die. Each success deals 1 Damage.</source>
        <translation>重型近战武器。攻击你所在格子中的1个怪物，进行力量检定，额外掷1颗骰子。每个成功造成1点伤害。</translation>
    </message>
    <message>
        <source>Field Journal</source>
        <translation>考察日志</translation>
    </message>
    <message>
        <source>Action: read back through your notes by testing Lore with a difficulty of 2. If you pass, gain a Clue. Then discard the journal.</source>
        <translation>行动：进行难度为2的知识检定，重读你的笔记。如果通过，获得1个线索。然后弃掉此日志。</translation>
    </message>
    <message>
        <source>Lucky Coin</source>
        <translation>幸运硬币</translation>
    </message>
    <message>
        <source>During each test you make, you may roll up to two of your dice again.</source>
        <translation>在你进行的每次检定中，你可以重掷你的至多2颗骰子。</translation>
    </message>
    <message>
        <source>Hunting Rifle</source>
        <translation>猎枪</translation>
    </message>
    <message>
        <source>A ranged weapon. Attack a monster within range, testing Agility with one extra die. Each success deals 1 Damage, and any hit deals 1 more.</source>
        <translation>远程武器。攻击范围内的1个怪物，进行敏捷检定，额外掷1颗骰子。每个成功造成1点伤害；只要命中，额外造成1点伤害。</translation>
    </message>
    <message>
        <source>Storm Lantern</source>
        <translation>防风提灯</translation>
    </message>
    <message>
        <source>A Light Source that the wind cannot put out. Darkness in your space and the spaces next to it does not hinder you.</source>
        <translation>风吹不灭的光源。你所在格子及其相邻格子中的黑暗不会妨碍你。</translation>
    </message>
    <message>
        <source>Letters to Harrow House</source>
        <translation>寄往哈罗宅的信</translation>
    </message>
    <message>
        <source>A bundle of letters from the drowned son to his mother. The last one says he has found the choir that sings under the estuary, and that they want him home.</source>
        <translation>一捆溺亡的儿子写给母亲的信。最后一封信里说，他找到了那支在河口之下歌唱的唱诗班，而他们希望他回家。</translation>
    </message>
    <message>
        <source>Hand-Drawn Tide Chart</source>
        <translation>手绘潮汐表</translation>
    </message>
    <message>
        <source>The estuary&apos;s tides for the whole year, with the high water of one night circled in red and the words: close the well before this.</source>
        <translation>河口全年的潮汐表，其中某一夜的满潮被红笔圈了出来，旁边写着：在此之前封住那口井。</translation>
    </message>
    <message>
        <source>Mists of Releh</source>
        <translation>拉勒迷雾</translation>
    </message>
    <message>
        <source>You are hidden. You may move and stay hidden.</source>
        <translation>你处于躲藏状态。你可以移动并保持躲藏。</translation>
    </message>
    <message>
        <source>Wither</source>
        <translation>枯萎术</translation>
    </message>
    <message>
        <source>Attack a monster in your space, testing Lore. Each success deals 1 Damage.</source>
        <translation>攻击你所在格子中的1个怪物，进行知识检定。每个成功造成1点伤害。</translation>
    </message>
    <message>
        <source>Binding Word</source>
        <translation>束缚之言</translation>
    </message>
    <message>
        <source>Attack a monster within range, testing Will. Each success deals 1 Damage.</source>
        <translation>攻击范围内的1个怪物，进行意志检定。每个成功造成1点伤害。</translation>
    </message>
    <message>
        <source>Mend Flesh</source>
        <translation>愈合血肉</translation>
    </message>
    <message>
        <source>Action: test Lore. You or an investigator in your space discards one facedown Damage card for each success.</source>
        <translation>行动：进行知识检定。每有1个成功，你或你所在格子中的1名调查员弃掉1张面朝下的伤害卡。</translation>
    </message>
    <message>
        <source>Quiet Mind</source>
        <translation>宁心术</translation>
    </message>
    <message>
        <source>Action: test Will. You or an investigator in your space discards one facedown Horror card for each success.</source>
        <translation>行动：进行意志检定。每有1个成功，你或你所在格子中的1名调查员弃掉1张面朝下的恐惧卡。</translation>
    </message>
    <message>
        <source>Byakhee</source>
        <translation>比亚基</translation>
    </message>
    <message>
        <source>The byakhee drops out of the dark with its claws spread.</source>
        <translation>比亚基张开利爪，从黑暗中俯冲而下。</translation>
    </message>
    <message>
        <source>Its wingbeats fill your head with a noise like a far-off sea.</source>
        <translation>它振翅的声音灌满你的脑海，犹如远方的海潮。</translation>
    </message>
    <message>
        <source>Crawling One</source>
        <translation>爬行者</translation>
    </message>
    <message>
        <source>It folds itself around your legs and squeezes.</source>
        <translation>它缠上你的双腿，用力绞紧。</translation>
    </message>
    <message>
        <source>Its many small mouths speak your name, each a little late.</source>
        <translation>它身上许多张小嘴念出你的名字，一张比一张慢半拍。</translation>
    </message>
    <message>
        <source>Mi-Go</source>
        <translation>米-戈</translation>
    </message>
    <message>
        <source>A humming device in its pincers makes your teeth ache.</source>
        <translation>它钳中那台嗡嗡作响的装置让你牙根发酸。</translation>
    </message>
    <message>
        <source>A needle of cold light burns across your arm.</source>
        <translation>一道针一般细的冷光灼过你的手臂。</translation>
    </message>
    <message>
        <source>Maniac</source>
        <translation>狂人</translation>
    </message>
    <message>
        <source>He swings a rusted blade in wide, laughing arcs.</source>
        <translation>他狂笑着，把一柄生锈的刀抡得大开大合。</translation>
    </message>
    <message>
        <source>He grabs you by the collar and hisses a secret you wish you had not heard.</source>
        <translation>他揪住你的衣领，嘶声说出一个你宁愿从未听过的秘密。</translation>
    </message>
    <message>
        <source>Shoggoth</source>
        <translation>修格斯</translation>
    </message>
    <message>
        <source>A wall of black flesh rolls over you.</source>
        <translation>一堵黑色的血肉之墙朝你碾压过来。</translation>
    </message>
    <message>
        <source>Eyes open all over it, and every one of them looks at you.</source>
        <translation>它全身睁开无数只眼睛，每一只都在盯着你。</translation>
    </message>
    <message>
        <source>Cultist</source>
        <translation>邪教徒</translation>
    </message>
    <message>
        <source>The cultist lunges with a ritual knife.</source>
        <translation>邪教徒挥着仪式匕首朝你扑来。</translation>
    </message>
    <message>
        <source>The cultist chants a line that crawls under your skin.</source>
        <translation>邪教徒吟诵出一句咒文，那声音仿佛钻进了你的皮肤底下。</translation>
    </message>
    <message>
        <source>Ghoul</source>
        <translation>食尸鬼</translation>
    </message>
    <message>
        <source>The ghoul bites and will not let go.</source>
        <translation>食尸鬼一口咬住你，死不松口。</translation>
    </message>
    <message>
        <source>It grins at you with grave-dirt on its teeth.</source>
        <translation>它冲你咧嘴一笑，牙齿上沾着坟土。</translation>
    </message>
    <message>
        <source>Past the back door a gravel path leads to the greenhouse.</source>
        <translation>穿过后门，一条碎石小路通往温室。</translation>
    </message>
    <message>
        <source>Something with leathery wings drops into the sunken garden.</source>
        <translation>某个长着革质翅膀的东西落进了下沉花园。</translation>
    </message>
    <message>
        <source>Get into the cellar under the dining room before high water floods the house.</source>
        <translation>在满潮淹没宅邸之前，进入餐厅下方的地窖。</translation>
    </message>
    <message>
        <source>Silence the drowned son in the cellar, or close the well in the conservatory with the tide chart, before high water floods the house.</source>
        <translation>在满潮淹没宅邸之前，让地窖里溺亡的儿子归于沉寂，或借助潮汐表封住玻璃花房里的那口井。</translation>
    </message>
    <message>
        <source>Glass and palms, and in the middle an old well under a dry fountain. The well is full to the brim with seawater. Among the palms something with too many limbs and wings like wet paper turns a humming device toward you.</source>
        <translation>四周是玻璃和棕榈，正中是一座干涸的喷泉，喷泉下有一口老井。井里的海水满到了井沿。棕榈丛中，一个肢体多得过分、翅膀如同湿纸的东西把一台嗡嗡作响的装置转向了你们。</translation>
    </message>
    <message>
        <source>Pale Hound</source>
        <translation>苍白猎犬</translation>
    </message>
    <message>
        <source>The hound snaps at your heels and drags you down.</source>
        <translation>猎犬咬住你的脚跟，把你拖倒在地。</translation>
    </message>
    <message>
        <source>It howls, and the howl goes on after its mouth has closed.</source>
        <translation>它发出嚎叫，嘴已经闭上了，嚎叫声却仍在继续。</translation>
    </message>
    <message>
        <source>Drowned Man</source>
        <translation>溺死者</translation>
    </message>
    <message>
        <source>Cold hands close on your throat and pull you toward the water smell.</source>
        <translation>冰冷的双手扼住你的喉咙，把你拖向那股水腥味。</translation>
    </message>
    <message>
        <source>Weed trails from his open mouth as he tries to speak.</source>
        <translation>他张嘴想说话，水草从嘴里垂落下来。</translation>
    </message>
    <message>
        <source>blue circle</source>
        <translation>蓝圆圈</translation>
    </message>
    <message>
        <source>red diamond</source>
        <translation>红方块</translation>
    </message>
    <message>
        <source>yellow triangle</source>
        <translation>黄三角</translation>
    </message>
    <message>
        <source>Skill points during a puzzle</source>
        <translation>解谜时的技能点</translation>
    </message>
    <message>
        <source>Skill points belong to the investigator&apos;s character. Each point spent while a first-edition puzzle is under way adds the investigator&apos;s Luck to the puzzle actions still to come. This sets how many points one attempt may use. No point can ever help the alchemy completion roll.</source>
        <translation>技能点属于调查员的角色。在进行第一版谜题期间，每花费1个技能点，就将该调查员的运气值加到剩余的解谜行动上。此项设定一次挑战最多可以使用多少技能点。技能点永远不能用于炼金术谜题的完成掷骰。</translation>
    </message>
    <message>
        <source>Outline of the alchemy setup tile</source>
        <translation>炼金术谜题起始设置板的外形</translation>
    </message>
    <message>
        <source>The box holds one double-sided setup tile (sides 10A and 10B) and twelve pieces. With six edges, half the pieces lie around the tile and half wait in the pile, and the best board gives a 60% chance; with eight edges, eight are dealt and four wait, and the best board gives 80%. The edge shapes of each side are fixed in the alchemy data file.</source>
        <translation>游戏盒中有1张双面起始设置板（10A面和10B面）和12枚谜题板块。若为6条边，一半板块放在起始设置板周围，另一半留在板块堆中，最佳摆放的通过概率为60%；若为8条边，则发放8枚板块，4枚留在板块堆中，最佳摆放的通过概率为80%。每一面各条边上的图形均在炼金术数据文件中固定。</translation>
    </message>
    <message>
        <source>Six edges: six pieces around the tile, six in the pile</source>
        <translation>6条边：起始设置板周围6枚板块，板块堆中6枚</translation>
    </message>
    <message>
        <source>Eight edges: eight pieces around the tile, four in the pile</source>
        <translation>8条边：起始设置板周围8枚板块，板块堆中4枚</translation>
    </message>
    <message>
        <source>Shapes of the alchemy pieces and tile</source>
        <translation>炼金术谜题板块和起始设置板上的图形</translation>
    </message>
    <message>
        <source>Four pieces carry each shape: blue circle, red diamond, yellow triangle. Each side of the setup tile shows its edge shapes in a fixed order, every shape as often as the others (as near as the edge count allows). Switched off, the edge shapes of the chosen side are shuffled at every setup, as if a fresh tile were printed for each attempt.</source>
        <translation>每种图形（蓝圆圈、红方块、黄三角）各有4枚板块。起始设置板的每一面都按固定顺序标出各条边的图形，每种图形出现的次数相同（在边数允许的范围内尽量相同）。关闭此项时，每次起始设置都会将所选那一面各条边的图形随机打乱，如同每次挑战都印制了一张新的起始设置板。</translation>
    </message>
    <message>
        <source>The alchemy pieces form a closed ring</source>
        <translation>炼金术谜题板块构成闭合的环</translation>
    </message>
    <message>
        <source>Two pieces touch when they lie on neighbouring edges of the setup tile; the piece on the last edge also touches the piece on the top edge, so the ring has no ends. Switched off, the ring is open between the last edge and the top edge.</source>
        <translation>位于起始设置板相邻两条边上的两枚板块视为相邻；最后一条边上的板块也与顶边上的板块相邻，因此这个环没有首尾。关闭此项时，环在最后一条边与顶边之间断开。</translation>
    </message>
    <message>
        <source>Replaced alchemy pieces wait beside the pile</source>
        <translation>被更换的炼金术谜题板块放在板块堆旁</translation>
    </message>
    <message>
        <source>A piece taken off the tile by a Replace is set aside until the completion roll, so it cannot come straight back. Switched off, it goes to the bottom of the pile at once.</source>
        <translation>通过更换从起始设置板旁取下的板块会被放在一边，直到完成掷骰为止，因此它不会马上被重新抽回。关闭此项时，它会立即被放到板块堆底。</translation>
    </message>
    <message>
        <source>Where the alchemy pieces go after the roll</source>
        <translation>掷骰后炼金术谜题板块的去向</translation>
    </message>
    <message>
        <source>The rule text sends every piece facedown to the bottom of the pile; the worked example shuffles them in. The next setup shuffles the whole pile either way.</source>
        <translation>规则正文要求将所有板块面朝下放到板块堆底；规则示例则将它们洗入板块堆。无论采用哪种方式，下一次起始设置时都会将整个板块堆洗匀。</translation>
    </message>
    <message>
        <source>Facedown to the bottom of the pile</source>
        <translation>面朝下放到板块堆底</translation>
    </message>
    <message>
        <source>Shuffled into the pile</source>
        <translation>洗入板块堆</translation>
    </message>
    <message>
        <source>A natural 1 passes and a natural 10 fails</source>
        <translation>掷出1自动通过，掷出10自动失败</translation>
    </message>
    <message>
        <source>Every first-edition d10 roll, the alchemy completion roll included, passes on a 1 and fails on a 10 whatever the target. So a board with no correct piece still passes one time in ten, and no board passes more than nine times in ten.</source>
        <translation>第一版中的每一次十面骰子掷骰（包括炼金术谜题的完成掷骰），无论目标值为多少，掷出1都通过，掷出10都失败。因此，即使没有一枚板块正确放置，仍有十分之一的概率通过；而任何摆放的通过概率都不会超过十分之九。</translation>
    </message>
    <message>
        <source>No Replace from an empty alchemy pile</source>
        <translation>炼金术谜题板块堆为空时不能更换</translation>
    </message>
    <message>
        <source>When the pile of unused alchemy pieces is empty, Replace cannot be chosen. Switched off, the pieces set aside during this attempt are shuffled into a new pile when one is needed.</source>
        <translation>当未使用的炼金术谜题板块堆为空时，不能选择更换。关闭此项时，需要时会将本次挑战中放在一边的板块洗匀，组成新的板块堆。</translation>
    </message>
    <message>
        <source>The Side Effect deck never runs dry</source>
        <translation>副作用牌堆永不耗尽</translation>
    </message>
    <message>
        <source>When a side effect must be drawn from an empty deck, the discarded side effects are shuffled into a new deck. A card meant for several investigators, drawn by a lone investigator, is discarded and another is drawn. Switched off, an empty deck gives no side effect.</source>
        <translation>需要从空的副作用牌堆中抽卡时，将弃掉的副作用卡洗匀，组成新的牌堆。如果唯一的调查员抽到一张面向多名调查员的卡牌，则弃掉此卡并重新抽一张。关闭此项时，牌堆为空就不会产生副作用。</translation>
    </message>
    <message>
        <source>Symbols in a code</source>
        <translation>密码中的符号数</translation>
    </message>
    <message>
        <source>A code puzzle hides a row of symbols on dials. Each guess costs one step and tells how many symbols sit on the right dial and how many belong to the code but sit on another dial.</source>
        <translation>密码谜题在一排转盘上隐藏了一行符号。每次猜测花费1步，并告知有多少个符号位于正确的转盘上，以及有多少个符号属于密码但位于另一个转盘上。</translation>
    </message>
    <message>
        <source>A code may repeat a symbol</source>
        <translation>密码可以重复使用符号</translation>
    </message>
    <message>
        <source>Switched on, the hidden code may use one symbol on several dials. Switched off, every dial of the code shows a different symbol.</source>
        <translation>开启此项时，隐藏的密码可以在多个转盘上使用同一个符号。关闭此项时，密码的每个转盘显示的符号都各不相同。</translation>
    </message>
    <message>
        <source>A lock bar slides any distance in one step</source>
        <translation>门锁滑条一步可滑动任意距离</translation>
    </message>
    <message>
        <source>A lock puzzle is a frame of wooden bars that slide along their length; the key bar must reach the keyhole in the frame. Switched on, one step slides one bar as far as it can go in one direction; switched off, one step moves a bar by a single square.</source>
        <translation>门锁谜题是一个由木制滑条组成的框架，滑条可沿其长度方向滑动；钥匙条必须抵达框架上的锁孔。开启此项时，每一步可将一根滑条朝一个方向一直滑到尽头；关闭此项时，每一步只能将一根滑条移动一格。</translation>
    </message>
    <message>
        <source>A slide step may push a whole line</source>
        <translation>滑块一步可推动整行</translation>
    </message>
    <message>
        <source>A slide puzzle is a picture cut into square tiles with one gap. Switched on, one step pushes every tile between the chosen tile and the gap one place toward the gap; switched off, only a tile next to the gap may move.</source>
        <translation>滑块谜题是一幅被切成方形图块并留有一个空位的图案。开启此项时，每一步可将所选图块与空位之间的所有图块朝空位推动一格；关闭此项时，只有紧挨空位的图块可以移动。</translation>
    </message>
    <message>
        <source>Tiles per side of a slide puzzle</source>
        <translation>滑块谜题每边的图块数</translation>
    </message>
    <message>
        <source>The picture of a slide puzzle is cut into this many rows and this many columns of tiles, one of which is left out to make the gap.</source>
        <translation>滑块谜题的图案被切分为此数量的行和此数量的列，并拿掉其中一块以形成空位。</translation>
    </message>
    <message>
        <source>Cost of a Replace in wiring and rune puzzles</source>
        <translation>导线谜题和符文谜题中更换的花费</translation>
    </message>
    <message>
        <source>In the first-edition wiring and rune puzzles a Replace draws the top piece of that puzzle&apos;s pile first and then lets the player choose which piece on the board it takes the place of (or send it back under the pile). This sets how many puzzle actions that costs; two matches the alchemy Replace.</source>
        <translation>在第一版导线谜题和符文谜题中，更换时先从该谜题板块堆顶抽一枚板块，然后由玩家选择用它替换谜题上的哪一枚板块（或将它放回板块堆底）。此项设定更换需要花费多少次解谜行动；设为2则与炼金术谜题的更换一致。</translation>
    </message>
    <message>
        <source>Wiring puzzle board</source>
        <translation>导线谜题的布局</translation>
    </message>
    <message>
        <source>A first-edition wiring puzzle is a grid of wire pieces between an input terminal on the left edge and an output terminal on the right edge; it is solved when an unbroken wire joins the two. One puzzle action turns a piece a quarter turn clockwise or swaps two pieces that share a side; a Replace draws from the wiring pile. Pieces left on the board stay as they are for the next attempt.</source>
        <translation>第一版导线谜题是由导线板块组成的网格，左边缘有一个输入端，右边缘有一个输出端；当一条不间断的导线将两者连通时，谜题即告破解。1次解谜行动可将一枚板块顺时针旋转90度，或交换两枚共边的板块；更换时从导线谜题板块堆中抽取。留在谜题上的板块保持原样，留待下一次挑战。</translation>
    </message>
    <message>
        <source>Four columns and three rows</source>
        <translation>4列3行</translation>
    </message>
    <message>
        <source>Five columns and four rows</source>
        <translation>5列4行</translation>
    </message>
    <message>
        <source>Bolts in a first-edition lock puzzle</source>
        <translation>第一版门锁谜题中的滑闩数</translation>
    </message>
    <message>
        <source>A first-edition lock puzzle is a five-by-five frame of sliding bolts with one key bolt that must reach the keyhole on the right. One puzzle action slides one bolt along its length as far as the player likes. A lock has no pile, so it has no Replace, and the bolts stay where they are for the next attempt. This sets how many bolts besides the key the frame holds.</source>
        <translation>第一版门锁谜题是一个5×5的滑闩框架，其中有一根钥匙闩必须抵达右侧的锁孔。1次解谜行动可将一根滑闩沿其长度方向滑动任意距离。门锁谜题没有板块堆，因此不能更换，滑闩保持原位，留待下一次挑战。此项设定框架中除钥匙闩以外还有多少根滑闩。</translation>
    </message>
    <message>
        <source>Decoy fragments in a rune puzzle</source>
        <translation>符文谜题中的干扰碎片</translation>
    </message>
    <message>
        <source>A first-edition rune puzzle is a three-by-three grid of stone fragments that together must draw the rune shown on the setup card. One puzzle action swaps two fragments that share a side; a Replace draws from the rune pile, which also holds this many decoy fragments that belong to no cell. Fragments cannot be turned. They stay as they are for the next attempt.</source>
        <translation>第一版符文谜题是由石质碎片组成的3×3网格，这些碎片必须共同拼出起始设置卡上所示的符文。1次解谜行动可交换两块共边的碎片；更换时从符文谜题板块堆中抽取，该板块堆中还混有此数量的干扰碎片，它们不属于网格中的任何位置。碎片不能旋转。碎片保持原样，留待下一次挑战。</translation>
    </message>
    <message>
        <source>Sign of the Hollow Star</source>
        <translation>空心之星印记</translation>
    </message>
    <message>
        <source>Ward of the Threshold</source>
        <translation>门槛守护印</translation>
    </message>
    <message>
        <source>Trident of Ash</source>
        <translation>灰烬三叉戟</translation>
    </message>
    <message>
        <source>Seal of the Deep Well</source>
        <translation>深井封印</translation>
    </message>
    <message>
        <source>The Quiet Greenhouse</source>
        <translation>寂静温室</translation>
    </message>
    <message>
        <source>Nobody has seen the gardener of Ashcombe House since the first frost, yet the glasshouse behind the kitchen garden is warm and full of flowers. The owner has asked you to find out why, and to be quick about it.</source>
        <translation>自从下了第一场霜，就再没有人见过阿什科姆宅的园丁，然而菜园后面的玻璃温室里却温暖如春，繁花盛开。宅子的主人请你们查明原因，而且要快。</translation>
    </message>
    <message>
        <source>A bookcase that stands out from the wall</source>
        <translation>一个没有紧贴墙壁的书架</translation>
    </message>
    <message>
        <source>A stone altar under the vines</source>
        <translation>藤蔓下的石制祭坛</translation>
    </message>
    <message>
        <source>The Gardener</source>
        <translation>园丁</translation>
    </message>
    <message>
        <source>Find out what the gardener planted, and where.</source>
        <translation>查明园丁种下了什么，种在了哪里。</translation>
    </message>
    <message>
        <source>Destroy the altar in the greenhouse before it flowers.</source>
        <translation>在温室里的祭坛开花之前将其摧毁。</translation>
    </message>
    <message>
        <source>The altar cracks in the heat and the vines go grey at once. By morning the glasshouse is cold, and nothing in it will ever grow again.</source>
        <translation>祭坛在高温中崩裂，藤蔓霎时间变成灰色。到了早晨，玻璃温室已经冰冷，里面再也不会有任何东西生长。</translation>
    </message>
    <message>
        <source>At dawn the greenhouse glass bursts outward. Whatever was planted under the altar has come up, and it is still growing.</source>
        <translation>黎明时分，温室的玻璃向外迸裂。埋在祭坛下的东西已经破土而出，而且仍在生长。</translation>
    </message>
    <message>
        <source>The front door swings shut behind you. Somewhere further in, water drips onto leaves.</source>
        <translation>前门在你们身后缓缓合上。宅子深处的某个地方，水珠正滴落在叶片上。</translation>
    </message>
    <message>
        <source>Shelves rise to a railed gallery. One bookcase stands a hand&apos;s width out from the wall.</source>
        <translation>书架一直高耸到带栏杆的回廊。其中一个书架离墙有一掌宽。</translation>
    </message>
    <message>
        <source>The hall runs on toward a back door. Mud has been walked in from outside, and not out again.</source>
        <translation>走廊一直延伸到后门。有人从外面把泥踩了进来，却没有再踩出去。</translation>
    </message>
    <message>
        <source>Look for the catch that moves the bookcase.</source>
        <translation>寻找能让书架移动的机关。</translation>
    </message>
    <message>
        <source>A brass catch clicks. The bookcase swings back on a narrow study.</source>
        <translation>黄铜机关咔哒一响。书架向后转开，露出一间狭窄的书房。</translation>
    </message>
    <message>
        <source>The shelves do not move. Something behind them shifts, as if listening.</source>
        <translation>书架纹丝不动。后面却有什么东西动了一下，仿佛在侧耳倾听。</translation>
    </message>
    <message>
        <source>Under a pile of seed catalogues lies the gardener&apos;s ledger. The last entry is a drawing of an altar.</source>
        <translation>一堆种子目录下面压着园丁的账簿。最后一条记录是一幅祭坛的素描。</translation>
    </message>
    <message>
        <source>In the desk drawer, wrapped in a handkerchief, is a key with a fern on its bow.</source>
        <translation>书桌抽屉里有一把用手帕包着的钥匙，钥匙柄上有一片蕨叶。</translation>
    </message>
    <message>
        <source>The air is hot and sweet. Every flower has turned to face the altar.</source>
        <translation>空气闷热而甜腻。每一朵花都转向了祭坛。</translation>
    </message>
    <message>
        <source>Follow the ledger&apos;s notes backwards to undo the planting.</source>
        <translation>按照账簿上的记录倒推回去，解除这次播种。</translation>
    </message>
    <message>
        <source>The words come out wrong. The vines tighten around the altar.</source>
        <translation>你念错了词句。藤蔓在祭坛周围缠得更紧了。</translation>
    </message>
    <message>
        <source>The gardener falls among his seedlings. In his apron pocket is a list of names.</source>
        <translation>园丁倒在他的幼苗中间。他围裙的口袋里有一份名单。</translation>
    </message>
    <message>
        <source>Vines have grown over the hall windows in the night. The east end of the hall is dark.</source>
        <translation>夜里，藤蔓爬满了走廊的窗户。走廊东端陷入了黑暗。</translation>
    </message>
    <message>
        <source>The Singing Cellar</source>
        <translation>歌唱的地窖</translation>
    </message>
    <message>
        <source>Harrow House stands where the river meets the sea. Since its owner&apos;s son was lost in the estuary last spring, the servants swear that something sings under the dining room whenever the tide comes in, and one by one they have left. His mother has asked you to spend the night and find out what her son&apos;s voice is doing in her cellar. The tide is already turning.</source>
        <translation>哈罗宅坐落在河流入海之处。自从宅主的儿子去年春天在河口失踪后，仆人们都发誓说，每逢涨潮，餐厅底下就有东西在歌唱，他们也一个接一个地离开了。他的母亲请你们在宅中过夜，查明她儿子的声音为何会出现在她的地窖里。潮水已经开始上涨了。</translation>
    </message>
    <message>
        <source>A writing case under the bed</source>
        <translation>床底下的文具匣</translation>
    </message>
    <message>
        <source>Mrs. Pell, the housekeeper, who would not leave</source>
        <translation>不肯离开的女管家佩尔太太</translation>
    </message>
    <message>
        <source>A piano whose lid is held shut by a ring of lettered dials</source>
        <translation>一架钢琴，琴盖被一圈刻着字母的转盘锁住</translation>
    </message>
    <message>
        <source>The cellar door, shut with an iron bar and a puzzle lock</source>
        <translation>地窖门，被一根铁闩和一把机关锁封住</translation>
    </message>
    <message>
        <source>An old well under the fountain, wet to the brim</source>
        <translation>喷泉下的一口老井，水满到了井沿</translation>
    </message>
    <message>
        <source>The Drowned Son</source>
        <translation>溺亡的儿子</translation>
    </message>
    <message>
        <source>The Choirmaster</source>
        <translation>唱诗班指挥</translation>
    </message>
    <message>
        <source>High water</source>
        <translation>潮位</translation>
    </message>
    <message>
        <source>Find out why Harrow House sings when the tide comes in. The son&apos;s old room is a good place to start.</source>
        <translation>查明哈罗宅为何在涨潮时歌唱。不妨从儿子以前的房间查起。</translation>
    </message>
    <message>
        <source>The son goes down among the coal and does not get up. The song stops in the middle of a note. In the morning his mother asks you whether he said anything, and you tell her that he did not.</source>
        <translation>儿子倒在煤堆中，再也没有起来。歌声在一个音符的中途戛然而止。第二天早上，他的母亲问你们他有没有说什么，你们告诉她，他什么也没说。</translation>
    </message>
    <message>
        <source>The well takes the last of the lamp oil and the chart, and the water in it drops out of sight with a sound like a long breath. Under the house, far off, a choir falls silent one voice at a time.</source>
        <translation>井吞下了最后一点灯油和那张潮汐表，井水随即沉落下去，消失不见，发出一声长长的、如同叹息般的声音。宅子底下，遥远的某处，一支唱诗班的歌声一个接一个地沉寂了。</translation>
    </message>
    <message>
        <source>High water comes up through the cellar floor, through the dining room boards, up the stairs. By dawn the whole house is singing, and the voices you hear loudest are your own.</source>
        <translation>潮水漫过地窖的地面，涌上餐厅的地板，又沿着楼梯往上爬。到黎明时，整座宅子都在歌唱，而你们听得最响亮的，正是你们自己的声音。</translation>
    </message>
    <message>
        <source>The dials on the piano lid carry the letters of a hymn. Find the word the son set them to.</source>
        <translation>琴盖上的转盘刻着一首赞美诗中的字母。找出儿子当初设定的那个词。</translation>
    </message>
    <message>
        <source>The bars of the puzzle lock must be slid aside until the iron bar can be drawn.</source>
        <translation>必须把机关锁的滑条推开，直到能拔出那根铁闩。</translation>
    </message>
    <message>
        <source>The front door is swollen with damp and sticks behind you. Somewhere below your feet a single voice is humming.</source>
        <translation>前门受潮膨胀，在你们身后卡住了。你们脚下的某处，有一个声音在独自哼唱。</translation>
    </message>
    <message>
        <source>The son&apos;s bedroom has been kept as he left it. The window faces the estuary.</source>
        <translation>儿子的卧室仍保持着他离开时的样子。窗户正对着河口。</translation>
    </message>
    <message>
        <source>A long passage runs toward the back of the house. The runner on the floor is wet.</source>
        <translation>一条长长的过道通往宅子后部。地上的长条地毯是湿的。</translation>
    </message>
    <message>
        <source>In the parlor a man in a choir robe sits at the piano with his back to you, pressing one key over and over.</source>
        <translation>客厅里，一个身穿唱诗班长袍的男人背对着你们坐在钢琴前，一遍又一遍地按着同一个琴键。</translation>
    </message>
    <message>
        <source>The kitchen has been left in a hurry. Someone has piled chairs against the door to the parlor.</source>
        <translation>厨房里的人显然走得很匆忙。有人把椅子堆起来，抵住了通往客厅的门。</translation>
    </message>
    <message>
        <source>The dining room is laid for two. In the far wall, the cellar door is barred with iron, and the humming is louder here.</source>
        <translation>餐厅里摆着两人份的餐具。远处的墙上，地窖门被铁闩闩住，这里的哼唱声更响了。</translation>
    </message>
    <message>
        <source>The letters tell of a choir that sings under the estuary and wants him to come home. The last one is dated the night he drowned, and it was never posted.</source>
        <translation>信中讲述了一支在河口之下歌唱的唱诗班，他们希望他回家。最后一封信的日期正是他溺亡的那一夜，这封信从未寄出。</translation>
    </message>
    <message>
        <source>Mrs. Pell has not spoken to anyone for a week. Persuade her to talk.</source>
        <translation>佩尔太太已经一个星期没和任何人说过话了。说服她开口。</translation>
    </message>
    <message>
        <source>She tells you the son came back up from the cellar on the third night, wet through, and went down again singing. She gives you the lantern she keeps lit for him.</source>
        <translation>她告诉你，第三天夜里，儿子浑身湿透地从地窖里上来，又唱着歌走了下去。她把一直为他点着的提灯交给了你。</translation>
    </message>
    <message>
        <source>She looks at you as if you were someone else, and screams until you step away.</source>
        <translation>她看着你，仿佛你是另一个人，一直尖叫到你退开为止。</translation>
    </message>
    <message>
        <source>The lid lifts. Among the hammers lies a tide chart in the son&apos;s hand, one night circled in red: close the well before this.</source>
        <translation>琴盖打开了。琴槌之间放着一张儿子亲手绘制的潮汐表，其中一夜被红笔圈了出来：在此之前封住那口井。</translation>
    </message>
    <message>
        <source>The iron bar slides free and the door swings in on black water and coal. The humming stops. Something stands up in the dark, dripping, and starts to sing in earnest.</source>
        <translation>铁闩滑脱，门向内打开，里面是漆黑的水和煤。哼唱声停止了。黑暗中，有个东西滴着水站了起来，开始放声歌唱。</translation>
    </message>
    <message>
        <source>The cellar floor is under an inch of cold seawater, and the water is warm where the song is loudest.</source>
        <translation>地窖的地面浸在一寸深的冰冷海水中，而歌声最响的地方，海水却是温的。</translation>
    </message>
    <message>
        <source>Follow the son&apos;s notes on the chart and close the well against the tide.</source>
        <translation>按照儿子在潮汐表上的笔记，封住那口井，挡住潮水。</translation>
    </message>
    <message>
        <source>The water in the well heaves up over your hands and something under it pulls. The tide rises a little.</source>
        <translation>井水翻涌而上，漫过你的双手，水下有什么东西在拉扯。潮水又涨了一些。</translation>
    </message>
    <message>
        <source>The choirmaster&apos;s hymn book falls open at a page of words that are not a hymn. One line, said aloud, holds a thing still.</source>
        <translation>唱诗班指挥的赞美诗集摊开在某一页上，上面的文字并非赞美诗。其中一句，只要大声念出，就能将某物定住。</translation>
    </message>
    <message>
        <source>Claws on the dining room boards. Something pale has come in from the shore.</source>
        <translation>餐厅的地板上响起爪子的声音。某个苍白的东西从岸边进来了。</translation>
    </message>
    <message>
        <source>The old kitchen range, cold for a week, bursts into flame on its own.</source>
        <translation>厨房里那台已经冷了一个星期的旧炉灶，自己燃起了火焰。</translation>
    </message>
    <message>
        <source>Seawater seeps under the back door and puts out the lamps in the passage. High water is not far off.</source>
        <translation>海水从后门底下渗进来，浇灭了过道里的灯。满潮即将到来。</translation>
    </message>
    <message>
        <source>The song from the cellar fills the house. Keep your own voice.</source>
        <translation>地窖传来的歌声充满了整座宅子。守住你自己的声音。</translation>
    </message>
    <message>
        <source>The Warden&apos;s Garden</source>
        <translation>院长的花园</translation>
    </message>
    <message>
        <source>Ashcombe House was a private asylum for thirty years. Its last warden kept one patient long after the others were sent away, and a jar of something he would not let the doctors see. He has locked himself in with both. Find the jar, and carry it out of the house by the front hall.</source>
        <translation>阿什科姆宅曾是一座私人疯人院，开了30年。最后一任院长在其他病人都被送走之后，仍把一名病人留了很久，还留着一个罐子，里面装着他不愿让医生们看见的东西。如今他把自己和这两者一起锁在了宅中。找到那个罐子，从前门把它带出宅子。</translation>
    </message>
    <message>
        <source>A copper still, cold but clean</source>
        <translation>一台铜制蒸馏器，冰冷却干净</translation>
    </message>
    <message>
        <source>The altar bed</source>
        <translation>祭坛苗床</translation>
    </message>
    <message>
        <source>The last nurse, who never left</source>
        <translation>最后一名从未离开的护士</translation>
    </message>
    <message>
        <source>The Warden</source>
        <translation>院长</translation>
    </message>
    <message>
        <source>Find out what the warden kept, and where.</source>
        <translation>查明院长藏了什么，藏在哪里。</translation>
    </message>
    <message>
        <source>Brew the tincture from the warden&apos;s notes at the still in the cellar.</source>
        <translation>按照院长的笔记，在地窖的蒸馏器上调制酊剂。</translation>
    </message>
    <message>
        <source>Take the specimen jar from the greenhouse altar.</source>
        <translation>从温室的祭坛上取走标本罐。</translation>
    </message>
    <message>
        <source>Carry the jar out of the house across the front step of Hallway 2.</source>
        <translation>带着标本罐跨过走廊2的前门台阶，离开宅子。</translation>
    </message>
    <message>
        <source>The jar goes into the river at first light. For a week the fish come up grey, and then they do not.</source>
        <translation>天刚破晓，罐子就被扔进了河里。整整一个星期，浮上水面的鱼都是灰色的，之后便不再如此。</translation>
    </message>
    <message>
        <source>When the constable finally forces the door, the house is empty, and every window has been painted over from the inside.</source>
        <translation>当警员终于破门而入时，宅子里空无一人，每一扇窗户都从里面被涂上了油漆。</translation>
    </message>
    <message>
        <source>Follow the warden&apos;s recipe: three powders, in the order his notes give them.</source>
        <translation>按照院长的配方：三种粉末，按他笔记中的顺序加入。</translation>
    </message>
    <message>
        <source>The front door is unlocked. Behind it, the hall smells of lime and lamp oil.</source>
        <translation>前门没有上锁。门后的走廊里弥漫着石灰和灯油的气味。</translation>
    </message>
    <message>
        <source>Through the bars of the holding cell, a man in a warden&apos;s coat watches you without blinking.</source>
        <translation>透过拘禁室的铁栏，一个穿着院长外套的男人目不转睛地盯着你们。</translation>
    </message>
    <message>
        <source>The notes end with a recipe and a warning: nobody is to touch the jar without the tincture on their hands.</source>
        <translation>笔记的末尾是一份配方和一条警告：手上没有涂过酊剂的人，谁都不许碰那个罐子。</translation>
    </message>
    <message>
        <source>A loose page in the drawer describes a way to walk unseen. The ink smells of the sea.</source>
        <translation>抽屉里的一张散页描述了一种不被察觉地行走的方法。墨水带着大海的气味。</translation>
    </message>
    <message>
        <source>The tincture settles, clear as water. It stings where it touches skin.</source>
        <translation>酊剂沉淀下来，清澈如水。沾到皮肤上会有刺痛感。</translation>
    </message>
    <message>
        <source>The mixture boils over and burns your fingers.</source>
        <translation>混合物沸腾溢出，烫伤了你的手指。</translation>
    </message>
    <message>
        <source>As the jar leaves the altar, something in the sunken garden unfolds its wings, and far off in the house a cell door swings open.</source>
        <translation>罐子离开祭坛的一刹那，下沉花园里有个东西展开了翅膀，而在宅子深处，一扇牢门缓缓打开。</translation>
    </message>
    <message>
        <source>Keep your hands still as the jar whispers to you.</source>
        <translation>罐子在对你低语，稳住你的双手。</translation>
    </message>
    <message>
        <source>Ask the nurse which way the warden walks at night.</source>
        <translation>问问护士，院长夜里都走哪条路。</translation>
    </message>
    <message>
        <source>She screams until the whole house knows where you are.</source>
        <translation>她不停尖叫，直到整座宅子都知道你在哪里。</translation>
    </message>
    <message>
        <source>Force the rusted conservatory door.</source>
        <translation>强行打开玻璃花房那扇生锈的门。</translation>
    </message>
    <message>
        <source>The seed tray is labelled in the warden&apos;s hand: the same plant, sown every spring for eleven years.</source>
        <translation>育苗盘上贴着院长亲手写的标签：同一种植物，11年来每年春天都会播种。</translation>
    </message>
    <message>
        <source>Work out why every clock in the house shows twenty to four.</source>
        <translation>弄清楚为什么宅子里每一座钟都指着3点40分。</translation>
    </message>
    <message>
        <source>The warden sits down on the floor of the cell as if he were very tired, and does not get up.</source>
        <translation>院长在牢房的地板上坐了下来，仿佛累极了，再也没有起身。</translation>
    </message>
    <message>
        <source>Something small and pale scuttles under the guest bed, and another under the library table.</source>
        <translation>某个苍白的小东西窜到了客房的床底下，另一个钻到了图书室的桌子底下。</translation>
    </message>
    <message>
        <source>The old stove catches. Smoke rolls along the ceiling toward the hall.</source>
        <translation>旧炉灶起火了。浓烟沿着天花板向走廊翻滚而去。</translation>
    </message>
    <message>
        <source>The house is quieter now. It is listening for the rest of you.</source>
        <translation>宅子里更安静了。它在侧耳倾听，寻找你们其余的人。</translation>
    </message>
    <message>
        <source>Back Path</source>
        <translation>后院小径</translation>
    </message>
    <message>
        <source>Greenhouse</source>
        <translation>温室</translation>
    </message>
    <message>
        <source>Sunken Garden</source>
        <translation>下沉花园</translation>
    </message>
    <message>
        <source>Cellar</source>
        <translation>地窖</translation>
    </message>
    <message>
        <source>Conservatory</source>
        <translation>玻璃花房</translation>
    </message>
    <message>
        <source>Dining Room</source>
        <translation>餐厅</translation>
    </message>
    <message>
        <source>Guest Bedroom</source>
        <translation>客房</translation>
    </message>
    <message>
        <source>Hallway 2</source>
        <translation>走廊2</translation>
    </message>
    <message>
        <source>Holding Cell</source>
        <translation>拘禁室</translation>
    </message>
    <message>
        <source>Warden&apos;s Walk</source>
        <translation>院长巡视廊</translation>
    </message>
    <message>
        <source>Kitchen</source>
        <translation>厨房</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>图书室</translation>
    </message>
    <message>
        <source>Long Hallway</source>
        <translation>长走廊</translation>
    </message>
    <message>
        <source>Observation Room</source>
        <translation>观察室</translation>
    </message>
    <message>
        <source>Parlor</source>
        <translation>客厅</translation>
    </message>
    <message>
        <source>Study</source>
        <translation>书房</translation>
    </message>
</context>
<context>
    <name>content:miskatonic</name>
    <message>
        <source>Starting Cultist</source>
        <translation>初始邪教徒</translation>
    </message>
    <message>
        <source>A fresh recruit of the cult. Fights with 2 dice, or chants with 2 dice on Secret Rituals.</source>
        <translation>邪教新入会的信徒。战斗时掷2颗骰子，或在秘密仪式上掷2颗骰子吟诵。</translation>
    </message>
    <message>
        <source>Cultist</source>
        <translation>邪教徒</translation>
    </message>
    <message>
        <source>A seasoned follower. Fights with 3 dice, or chants with 3 dice on Secret Rituals.</source>
        <translation>老练的追随者。战斗时掷3颗骰子，或在秘密仪式上掷3颗骰子吟诵。</translation>
    </message>
    <message>
        <source>Leader of the Cultists</source>
        <translation>邪教首领</translation>
    </message>
    <message>
        <source>The cult&apos;s strongest servant. Fights with 4 dice, or chants with 4 dice on Secret Rituals.</source>
        <translation>邪教最强大的仆从。战斗时掷4颗骰子，或在秘密仪式上掷4颗骰子吟诵。</translation>
    </message>
    <message>
        <source>Nightmares</source>
        <translation>噩梦</translation>
    </message>
    <message>
        <source>Bad dreams reach every investigator on the board. Each rolls Sanity; one without a single success loses his mind for now. Then the card leaves the game.</source>
        <translation>噩梦侵袭版图上的每名调查员。每人进行神智掷骰；一个成功都没有的调查员陷入暂时疯狂。之后将此牌移出游戏。</translation>
    </message>
    <message>
        <source>Old Newspaper Article</source>
        <translation>旧报纸报道</translation>
    </message>
    <message>
        <source>Library only. A yellowed clipping about the cult&apos;s past. Pass Sanity (1) to keep it.</source>
        <translation>仅限图书馆。一张泛黄的剪报，讲述邪教的过往。通过神智检定（1）即可保留此牌。</translation>
    </message>
    <message>
        <source>Old Book</source>
        <translation>旧书</translation>
    </message>
    <message>
        <source>Any location. Pass Stealth (2) to take it. Later an investigator in the Study may read it: Sanity (2) for 1d3 Mythos Points.</source>
        <translation>任意地点。通过潜行检定（2）即可拿走它。之后，书房中的调查员可以阅读它：神智检定（2），获得1d3点神话点数。</translation>
    </message>
    <message>
        <source>Amulet of Peace</source>
        <translation>和平护符</translation>
    </message>
    <message>
        <source>When revealed the cult gains 1 Summon Point. Pass Stealth (1) to take it. Its bearer passes every Sanity check. Only investigators can own it.</source>
        <translation>揭示时，邪教获得1点召唤点数。通过潜行检定（1）即可拿走它。持有者自动通过所有神智检定。只有调查员能拥有它。</translation>
    </message>
    <message>
        <source>Asteroid Fragment</source>
        <translation>小行星碎片</translation>
    </message>
    <message>
        <source>Research Wing only. Pass Stealth (2) to steal and study the rock: 3 Mythos Points.</source>
        <translation>仅限研究楼。通过潜行检定（2）即可偷走并研究这块岩石：获得3点神话点数。</translation>
    </message>
    <message>
        <source>The Thing in the Well</source>
        <translation>井中之物</translation>
    </message>
    <message>
        <source>Campus Park or Sports Field. Each investigator here passes Sanity (1) or loses his mind; the rest fight it (3 dice). Beating it: 1 Mythos Point.</source>
        <translation>仅限校园公园或运动场。此处每名调查员须通过神智检定（1），否则陷入暂时疯狂；其余调查员与它战斗（3颗骰子）。击败它：获得1点神话点数。</translation>
    </message>
    <message>
        <source>Village Drunk</source>
        <translation>村中醉汉</translation>
    </message>
    <message>
        <source>Any location. Investigation (1) coaxes out a hint: 1 Mythos Point. Fail and his shotgun sends everyone here to Intensive Care.</source>
        <translation>任意地点。调查检定（1）通过即可套出一条线索：获得1点神话点数。若失败，他的霰弹枪会把此处所有人送进重症监护室。</translation>
    </message>
    <message>
        <source>Epidemic</source>
        <translation>瘟疫</translation>
    </message>
    <message>
        <source>Infirmary only. When revealed the cult gains 1 Summon Point. A Sanity check gives 2 Mythos Points. Then the card leaves the game.</source>
        <translation>仅限医务室。揭示时，邪教获得1点召唤点数。通过神智检定可获得2点神话点数。之后将此牌移出游戏。</translation>
    </message>
    <message>
        <source>False Trail</source>
        <translation>错误线索</translation>
    </message>
    <message>
        <source>Any location. Each investigator here passes Sanity (1) or the team loses 3 Mythos Points. The cultist also draws 1d6 cards.</source>
        <translation>任意地点。此处每名调查员须通过神智检定（1），否则小队失去3点神话点数。此外，邪教徒玩家抽1d6张牌。</translation>
    </message>
    <message>
        <source>Lurking Terror</source>
        <translation>潜伏的恐怖</translation>
    </message>
    <message>
        <source>Any location. Each investigator here passes Sanity (2) or loses his mind; the rest fight it (3 dice). Afterwards it leaves the game, whoever won.</source>
        <translation>任意地点。此处每名调查员须通过神智检定（2），否则陷入暂时疯狂；其余调查员与它战斗（3颗骰子）。无论胜负，之后都将它移出游戏。</translation>
    </message>
    <message>
        <source>Nothing Special</source>
        <translation>平安无事</translation>
    </message>
    <message>
        <source>Any location. A quiet evening: nothing happens here.</source>
        <translation>任意地点。一个宁静的夜晚：此处无事发生。</translation>
    </message>
    <message>
        <source>Comet Passes Close to Earth</source>
        <translation>彗星掠过地球</translation>
    </message>
    <message>
        <source>When revealed the cultist draws 1d6 cards and gains 1d3 Summon Points. One investigator here may try Sanity (2) for 1d6 Mythos Points.</source>
        <translation>揭示时，邪教徒玩家抽1d6张牌并获得1d3点召唤点数。此处的一名调查员可以尝试神智检定（2），通过则获得1d6点神话点数。</translation>
    </message>
    <message>
        <source>Observant Student A</source>
        <translation>细心的学生A</translation>
    </message>
    <message>
        <source>Campus Park only. Investigation (1) gets the student talking: 1 Mythos Point.</source>
        <translation>仅限校园公园。调查检定（1）通过即可让这名学生开口：获得1点神话点数。</translation>
    </message>
    <message>
        <source>Observant Student B</source>
        <translation>细心的学生B</translation>
    </message>
    <message>
        <source>Campus Park only. Investigation (2) gets the whole story: 1d3 Mythos Points.</source>
        <translation>仅限校园公园。调查检定（2）通过即可问出事情的全貌：获得1d3点神话点数。</translation>
    </message>
    <message>
        <source>Magical Ring</source>
        <translation>魔法戒指</translation>
    </message>
    <message>
        <source>Any location. Pass Stealth (1) to steal it. If a cultist beat every investigator here, the cult may take it. Its bearer may reroll one roll each turn.</source>
        <translation>任意地点。通过潜行检定（1）即可偷走它。若邪教徒击败了此处所有调查员，邪教可以夺取它。持有者每回合可以重掷一次。</translation>
    </message>
    <message>
        <source>Mass Murder!</source>
        <translation>大屠杀！</translation>
    </message>
    <message>
        <source>When revealed the cult gains 1d3 Summon Points. Sanity (1) lets the team face the news: 1d3 Mythos Points.</source>
        <translation>揭示时，邪教获得1d3点召唤点数。神智检定（1）通过则小队能直面这则新闻：获得1d3点神话点数。</translation>
    </message>
    <message>
        <source>Police</source>
        <translation>警察</translation>
    </message>
    <message>
        <source>Any location. Each investigator here passes Stealth (2) or goes to Jail. If all pass, they expose the corrupt officers: 1 Mythos Point. The card always returns to the cultist&apos;s hand.</source>
        <translation>任意地点。此处每名调查员须通过潜行检定（2），否则被关进监狱。若全员通过，他们将揭露腐败的警察：获得1点神话点数。此牌总是回到邪教徒玩家手中。</translation>
    </message>
    <message>
        <source>Slime Trail</source>
        <translation>黏液痕迹</translation>
    </message>
    <message>
        <source>When revealed the cult gains 1 Summon Point. Each investigator here rolls Sanity (1): a failure loses his mind, a success earns the team 2 Mythos Points.</source>
        <translation>揭示时，邪教获得1点召唤点数。此处每名调查员进行神智检定（1）：失败则陷入暂时疯狂，通过则小队获得2点神话点数。</translation>
    </message>
    <message>
        <source>Diary of a Madman</source>
        <translation>狂人日记</translation>
    </message>
    <message>
        <source>Library only. Investigation (2) finds it. Later a reader in the Study may decipher it: Sanity (2) for 1d6 Mythos Points.</source>
        <translation>仅限图书馆。调查检定（2）通过即可找到它。之后，书房中的阅读者可以尝试破译：神智检定（2），获得1d6点神话点数。</translation>
    </message>
    <message>
        <source>Tentacle Monster</source>
        <translation>触手怪物</translation>
    </message>
    <message>
        <source>Campus Park only. When revealed the cult gains 1 Summon Point. Each investigator here passes Sanity (2) or loses his mind; it attacks the rest with 4 dice. Beating it: 1d3 Mythos Points.</source>
        <translation>仅限校园公园。揭示时，邪教获得1点召唤点数。此处每名调查员须通过神智检定（2），否则陷入暂时疯狂；它以4颗骰子攻击其余调查员。击败它：获得1d3点神话点数。</translation>
    </message>
    <message>
        <source>Unauthorized Experiment</source>
        <translation>违规实验</translation>
    </message>
    <message>
        <source>Research Wing only. When revealed the cult gains 1 Summon Point. Investigation (2) uncovers it: 1 Mythos Point.</source>
        <translation>仅限研究楼。揭示时，邪教获得1点召唤点数。调查检定（2）通过即可揭穿它：获得1点神话点数。</translation>
    </message>
    <message>
        <source>Ancient Tome</source>
        <translation>远古典籍</translation>
    </message>
    <message>
        <source>Research Wing only. The cult leader&apos;s grimoire. Pass Stealth (2) to steal it. A reader with Sanity 3 or more in the Study learns 1d6 Mythos Points. Its spells add 5 dice against Nyarlathotep.</source>
        <translation>仅限研究楼。邪教首领的魔法书。通过潜行检定（2）即可偷走它。书房中神智不低于3的阅读者可从中获得1d6点神话点数。书中的咒语在对抗奈亚拉托提普时增加5颗骰子。</translation>
    </message>
    <message>
        <source>Missing Person</source>
        <translation>失踪者</translation>
    </message>
    <message>
        <source>When revealed the cult gains 1 Summon Point. Investigation (1) traces the victim: 1 Mythos Point.</source>
        <translation>揭示时，邪教获得1点召唤点数。调查检定（1）通过即可追查到受害者：获得1点神话点数。</translation>
    </message>
    <message>
        <source>Shriveled Corpse</source>
        <translation>干瘪的尸体</translation>
    </message>
    <message>
        <source>Each investigator here passes Sanity (1) or loses his mind. The cult gains 1 Summon Point. Those still here may try Investigation (2): 2 Mythos Points.</source>
        <translation>此处每名调查员须通过神智检定（1），否则陷入暂时疯狂。邪教获得1点召唤点数。仍留在此处的调查员可以尝试调查检定（2）：获得2点神话点数。</translation>
    </message>
    <message>
        <source>Insane Student</source>
        <translation>发疯的学生</translation>
    </message>
    <message>
        <source>A student driven mad attacks with 2 dice. Calm him down by beating him, then Sanity (1) for a session of analysis: 1d3 Mythos Points.</source>
        <translation>一名被逼疯的学生以2颗骰子发起攻击。击败他使其平静下来，然后进行神智检定（1）为他做一次精神分析：获得1d3点神话点数。</translation>
    </message>
    <message>
        <source>Furious Young Man</source>
        <translation>暴怒的青年</translation>
    </message>
    <message>
        <source>A jealous suitor swings at the team with 2 dice. Beating him earns nothing but peace.</source>
        <translation>一名醋意大发的追求者以2颗骰子向小队挥拳。击败他除了换来清静，别无所获。</translation>
    </message>
    <message>
        <source>Ceremonial Dagger</source>
        <translation>仪式匕首</translation>
    </message>
    <message>
        <source>Anthropology only. Pass Stealth (1) to steal it. If a cultist beat every investigator here, the cult may take it. Bearer: +3 dice against monsters and Nyarlathotep, +1 against cultists. In cult hands: rituals succeed on 4-6.</source>
        <translation>仅限人类学系。通过潜行检定（1）即可偷走它。若邪教徒击败了此处所有调查员，邪教可以夺取它。持有者：对抗怪物和奈亚拉托提普时+3颗骰子，对抗邪教徒时+1颗骰子。落入邪教手中时：仪式掷出4-6即为成功。</translation>
    </message>
    <message>
        <source>Ceremonial Mask</source>
        <translation>仪式面具</translation>
    </message>
    <message>
        <source>When revealed the cult gains 1 Summon Point. Pass Stealth (2) to take it; its bearer rolls 2 extra dice for Stealth. Then Investigation (2) wins over a student: 1d3 Mythos Points.</source>
        <translation>揭示时，邪教获得1点召唤点数。通过潜行检定（2）即可拿走它；持有者进行潜行检定时额外掷2颗骰子。然后，调查检定（2）通过即可说服一名学生开口：获得1d3点神话点数。</translation>
    </message>
    <message>
        <source>Jimmy Mack</source>
        <translation>吉米·麦克</translation>
    </message>
    <message>
        <source>Any location. If an investigator is here when it is revealed, Jimmy joins the team from next turn on.</source>
        <translation>任意地点。揭示时若此处有调查员，吉米从下回合起加入小队。</translation>
    </message>
    <message>
        <source>Father Ryan</source>
        <translation>瑞安神父</translation>
    </message>
    <message>
        <source>Any location. If an investigator is here when it is revealed, Father Ryan joins the team from next turn on.</source>
        <translation>任意地点。揭示时若此处有调查员，瑞安神父从下回合起加入小队。</translation>
    </message>
    <message>
        <source>Recovery rolls</source>
        <translation>康复掷骰</translation>
    </message>
    <message>
        <source>The rulebook names no results for the Cleanup rolls in Intensive Care, Temporary Insanity and Jail. Pick the table of 1d6 results used for all three spaces (see roll_tables.json).</source>
        <translation>规则书未给出清理阶段在重症监护室、暂时疯狂和监狱进行掷骰的结果。请选择这三个区域共用的1d6结果表（见roll_tables.json）。</translation>
    </message>
    <message>
        <source>Standard: Intensive Care 4-6, Insanity and Jail 5-6</source>
        <translation>标准：重症监护室4-6，暂时疯狂和监狱5-6</translation>
    </message>
    <message>
        <source>Quick: every space 4-6</source>
        <translation>快速：所有区域4-6</translation>
    </message>
    <message>
        <source>Slow: Intensive Care 5-6, Insanity and Jail 6</source>
        <translation>缓慢：重症监护室5-6，暂时疯狂和监狱6</translation>
    </message>
    <message>
        <source>Value of a strength</source>
        <translation>专长的数值</translation>
    </message>
    <message>
        <source>The investigators come with two named strengths but no numbers. A named strength has this value; every other attribute has the value printed in investigators.json (1).</source>
        <translation>每名调查员有两项指明的专长，但没有给出数值。专长属性取此数值；其他属性取investigators.json中所列的数值（1）。</translation>
    </message>
    <message>
        <source>The Leader is a fifth cultist</source>
        <translation>邪教首领是第五张邪教徒牌</translation>
    </message>
    <message>
        <source>On: the Leader of the Cultists is its own card beside the two Starting Cultists and the two further Cultists (2, 2, 3, 3 and 4 dice). Off: the Leader is one of the two further Cultists, so only one 3-dice Cultist is in the deck.</source>
        <translation>开启：邪教首领是一张独立的牌，另有2张初始邪教徒和2张后续邪教徒（分别为2、2、3、3和4颗骰子）。关闭：邪教首领就是2张后续邪教徒之一，因此牌堆中只有1张3颗骰子的邪教徒。</translation>
    </message>
    <message>
        <source>Teams pool Sanity for reward checks</source>
        <translation>小队合计神智进行奖励检定</translation>
    </message>
    <message>
        <source>Off: Sanity and Stealth are always rolled by each investigator alone; teams add Combat and Investigation only (the word Intellect is read as Sanity). On: a Sanity check that can only earn a reward is rolled once with the team&apos;s summed Sanity.</source>
        <translation>关闭：神智和潜行总是由每名调查员单独掷骰；小队只合计战斗和调查（规则书中的“智力”一词按神智理解）。开启：只会带来奖励的神智检定，以小队的神智总和掷骰一次。</translation>
    </message>
    <message>
        <source>Rolling 1d3</source>
        <translation>1d3的掷法</translation>
    </message>
    <message>
        <source>Cards write 1W3 and 1W6, German for one three- or six-sided die. Choose how a 1d3 is rolled.</source>
        <translation>卡牌上写作1W3和1W6，即德语中的一颗三面骰或六面骰。请选择1d3的掷法。</translation>
    </message>
    <message>
        <source>Half a six-sided die, rounded up</source>
        <translation>掷一颗六面骰，结果减半并向上取整</translation>
    </message>
    <message>
        <source>A three-sided die</source>
        <translation>掷一颗三面骰</translation>
    </message>
    <message>
        <source>Rituals give one Summon Point per turn</source>
        <translation>仪式每回合只提供1点召唤点数</translation>
    </message>
    <message>
        <source>On: however many 5s and 6s the cultists on Secret Rituals roll, they gain exactly 1 Summon Point. Off: every success gains 1 Summon Point.</source>
        <translation>开启：无论秘密仪式上的邪教徒掷出多少个5和6，都只获得1点召唤点数。关闭：每个成功获得1点召唤点数。</translation>
    </message>
    <message>
        <source>Cultists devoured by a 1</source>
        <translation>掷出1时吞噬邪教徒</translation>
    </message>
    <message>
        <source>A 1 rolled on Secret Rituals costs a cultist, chosen by the cultist player; the dagger never saves a natural 1. Choose how many cultists a roll can cost.</source>
        <translation>在秘密仪式上掷出1会损失一名邪教徒，由邪教徒玩家选择；匕首无法挽救掷出的原始1点。请选择一次掷骰会损失多少名邪教徒。</translation>
    </message>
    <message>
        <source>One cultist for every 1 rolled</source>
        <translation>每掷出一个1损失一名邪教徒</translation>
    </message>
    <message>
        <source>At most one cultist per turn</source>
        <translation>每回合最多损失一名邪教徒</translation>
    </message>
    <message>
        <source>The Infirmary is a location</source>
        <translation>医务室是一个地点</translation>
    </message>
    <message>
        <source>On: the Infirmary is one of the six university locations, and its Intensive Care ward is a separate space. Off: the whole Infirmary is the ward, cards cannot be played there, and Epidemic leaves the deck.</source>
        <translation>开启：医务室是大学的六个地点之一，其重症监护室是一个单独的区域。关闭：整个医务室就是重症监护室，不能在那里打出卡牌，且瘟疫被移出牌堆。</translation>
    </message>
    <message>
        <source>Only cultists on Secret Rituals</source>
        <translation>秘密仪式上只能放邪教徒</translation>
    </message>
    <message>
        <source>A card that names no location may be played on any of the six locations. On: Secret Rituals takes Cultist cards and nothing else. Off: any card may be hidden there as a decoy; it has no effect and goes back to the hand.</source>
        <translation>未指明地点的卡牌可以放在六个地点中的任意一个。开启：秘密仪式上只能放置邪教徒牌。关闭：任何卡牌都可以作为诱饵藏在那里；它没有效果，之后回到手牌。</translation>
    </message>
    <message>
        <source>Off: the Tome&apos;s owner is only a story; Stealth (2) steals it. On: it cannot be stolen while the Leader of the Cultists is on the board, at a location or on Secret Rituals.</source>
        <translation>关闭：典籍的主人只是背景故事；潜行检定（2）通过即可偷走它。开启：只要邪教首领在版图上（位于某个地点或秘密仪式上），它就无法被偷走。</translation>
    </message>
    <message>
        <source>Readers per book</source>
        <translation>每本书的阅读人数</translation>
    </message>
    <message>
        <source>An investigator may go to the Study instead of a location to read an unread book the team owns; reading happens after the locations and before Secret Rituals. This is how many readers one book takes at a time.</source>
        <translation>调查员可以不前往地点，而是前往书房阅读小队拥有的一本未读的书；阅读在各地点结算之后、秘密仪式之前进行。此数值为一本书同时可容纳的阅读人数。</translation>
    </message>
    <message>
        <source>Only visited locations are revealed</source>
        <translation>只揭示有调查员的地点</translation>
    </message>
    <message>
        <source>On: only locations with at least one investigator are revealed; cards elsewhere stay hidden, do nothing and return to the hand. Off: every location with cards is revealed, and cards where no investigator stands still give the cult their Summon Points and draws.</source>
        <translation>开启：只揭示至少有一名调查员的地点；其他地点的卡牌保持隐藏，不产生效果并回到手牌。关闭：揭示所有放有卡牌的地点，没有调查员的地点上的卡牌仍会为邪教提供召唤点数和抽牌。</translation>
    </message>
    <message>
        <source>Gained cards leave the cult&apos;s cycle</source>
        <translation>已获得的卡牌退出邪教的循环</translation>
    </message>
    <message>
        <source>On: a revealed card the investigators gained Mythos Points from goes to their score pile and never returns; items, books and allies go to their possession. Off: only items, books and allies leave; other revealed cards go back to the cultist&apos;s hand.</source>
        <translation>开启：调查员已从中获得神话点数的揭示牌进入他们的得分堆，不再返回；物品、书籍和盟友归他们所有。关闭：只有物品、书籍和盟友会离开；其他揭示的卡牌回到邪教徒玩家手中。</translation>
    </message>
    <message>
        <source>Combat with several cards</source>
        <translation>多张卡牌的战斗</translation>
    </message>
    <message>
        <source>The investigators at a location always fight as one team. Choose how long a combat lasts.</source>
        <translation>同一地点的调查员总是作为一个小队战斗。请选择一场战斗持续多久。</translation>
    </message>
    <message>
        <source>Round by round; the loser of each round gives up one card</source>
        <translation>逐轮进行；每轮的败方舍弃一张卡牌</translation>
    </message>
    <message>
        <source>One decisive round; the loser gives up every card</source>
        <translation>一轮定胜负；败方舍弃所有卡牌</translation>
    </message>
    <message>
        <source>Beaten humans are gained</source>
        <translation>获得被击败的人类</translation>
    </message>
    <message>
        <source>The monsters are The Thing in the Well, Lurking Terror and Tentacle Monster; beaten monsters leave the game. On: a beaten Insane Student or Furious Young Man goes to the investigators&apos; score pile. Off: he goes back to the cultist&apos;s hand.</source>
        <translation>怪物有井中之物、潜伏的恐怖和触手怪物；被击败的怪物移出游戏。开启：被击败的发疯的学生或暴怒的青年进入调查员的得分堆。关闭：他回到邪教徒玩家手中。</translation>
    </message>
    <message>
        <source>Rewards of single checks</source>
        <translation>单人检定的奖励</translation>
    </message>
    <message>
        <source>For Stealth and Sanity checks every investigator present rolls alone and each one who fails takes the penalty. Choose when the reward is gained (Police always needs everyone).</source>
        <translation>进行潜行和神智检定时，在场的每名调查员各自掷骰，失败者各自承受惩罚。请选择何时获得奖励（警察总是需要全员通过）。</translation>
    </message>
    <message>
        <source>Once, if at least one investigator succeeds</source>
        <translation>至少一名调查员通过时，获得一次</translation>
    </message>
    <message>
        <source>Only if every investigator succeeds</source>
        <translation>仅当所有调查员都通过时</translation>
    </message>
    <message>
        <source>Unresolved cards still summon</source>
        <translation>未结算的卡牌仍提供召唤点数</translation>
    </message>
    <message>
        <source>When no investigator is left at a location, its remaining cards are not resolved (a winning cultist may still take the ring or dagger). Off: they give nothing. On: they still give the cult their Summon Points.</source>
        <translation>当某地点已没有调查员时，该处剩余的卡牌不再结算（获胜的邪教徒仍可夺取戒指或匕首）。关闭：它们不提供任何东西。开启：它们仍为邪教提供召唤点数。</translation>
    </message>
    <message>
        <source>Placing investigators is optional</source>
        <translation>可选择不放置调查员</translation>
    </message>
    <message>
        <source>Investigators in Intensive Care, Temporary Insanity or Jail cannot be placed. On: the investigator player may leave free investigators unplaced. Off: every free investigator must be placed while a location can take him.</source>
        <translation>位于重症监护室、暂时疯狂或监狱的调查员不能放置。开启：调查员玩家可以不放置空闲的调查员。关闭：只要还有地点可以放置，每名空闲的调查员都必须放置。</translation>
    </message>
    <message>
        <source>A short hand is played out</source>
        <translation>手牌不足时须全部打出</translation>
    </message>
    <message>
        <source>An empty deck is never reshuffled; drawing just stops. On: a cultist holding fewer than 6 cards must play all of them. Off: with fewer than 6 cards he may stop whenever he likes.</source>
        <translation>牌堆抽空后不会重新洗匀，只是停止抽牌。开启：手牌少于6张的邪教徒玩家必须全部打出。关闭：手牌少于6张时，他可以随时停止出牌。</translation>
    </message>
    <message>
        <source>Both tracks reach 20</source>
        <translation>两条轨道同时达到20</translation>
    </message>
    <message>
        <source>Both tracks are checked after every single gain. Choose what happens when one card pushes both to 20.</source>
        <translation>每次获得点数后都会检查两条轨道。请选择一张牌使两条轨道都达到20时如何处理。</translation>
    </message>
    <message>
        <source>The first track to reach 20 decides; a summoning interrupts at once</source>
        <translation>先达到20的轨道决定胜负；召唤会立即打断结算</translation>
    </message>
    <message>
        <source>Summoning waits for the end of the card, so Mythos Points from it still count</source>
        <translation>召唤等到此牌结算完毕再进行，因此此牌提供的神话点数仍然计入</translation>
    </message>
    <message>
        <source>Mythos Points stop at 0</source>
        <translation>神话点数最低为0</translation>
    </message>
    <message>
        <source>On: losses cannot push the Mythos track below 0. Off: it can go negative, which also feeds Nyarlathotep&apos;s dice.</source>
        <translation>开启：失去点数不会使神话轨道低于0。关闭：它可以变为负数，这也会增加奈亚拉托提普的骰子。</translation>
    </message>
    <message>
        <source>Final Battle Sanity check</source>
        <translation>最终决战的神智检定</translation>
    </message>
    <message>
        <source>Successes each investigator needs on the Sanity check before the Final Battle. The Amulet of Peace passes it anyway.</source>
        <translation>最终决战前每名调查员在神智检定中所需的成功数。持有和平护符者无论如何都能通过。</translation>
    </message>
    <message>
        <source>Jail and Intensive Care miss the Final Battle</source>
        <translation>监狱和重症监护室中的调查员不参加最终决战</translation>
    </message>
    <message>
        <source>Every investigator the team owns faces Nyarlathotep; those in Temporary Insanity start insane and may recover. On: those in Intensive Care or Jail stay away. Off: they fight too.</source>
        <translation>小队的每名调查员都要面对奈亚拉托提普；处于暂时疯狂的调查员以疯狂状态开始，之后可能恢复。开启：重症监护室或监狱中的调查员缺席。关闭：他们也参加战斗。</translation>
    </message>
    <message>
        <source>Who picks the fallen</source>
        <translation>由谁选择阵亡者</translation>
    </message>
    <message>
        <source>A tie against Nyarlathotep is rolled again, and rounds go on until he falls or no sane investigator is left. Choose who picks the investigators he kills.</source>
        <translation>与奈亚拉托提普打平时重掷，战斗逐轮进行，直到他被击败或没有神智清醒的调查员为止。请选择由谁挑选被他杀死的调查员。</translation>
    </message>
    <message>
        <source>The investigator player</source>
        <translation>调查员玩家</translation>
    </message>
    <message>
        <source>The cultist player</source>
        <translation>邪教徒玩家</translation>
    </message>
    <message>
        <source>Recovering during the Final Battle</source>
        <translation>最终决战中的恢复</translation>
    </message>
    <message>
        <source>After each round against Nyarlathotep every insane investigator rolls a die and returns, with his items, on this face or higher (7: nobody returns).</source>
        <translation>每轮对抗奈亚拉托提普后，每名疯狂的调查员掷一颗骰子，掷出此点数或更高时携带其物品重返战斗（7：无人能重返）。</translation>
    </message>
    <message>
        <source>Epidemic Sanity check</source>
        <translation>瘟疫的神智检定</translation>
    </message>
    <message>
        <source>Successes needed on the Sanity check of Epidemic, which names no number.</source>
        <translation>瘟疫的神智检定所需的成功数（该牌未注明）。</translation>
    </message>
    <message>
        <source>A book is read once</source>
        <translation>书只能读一次</translation>
    </message>
    <message>
        <source>On: after a successful reading a book is marked read and gives no more points (it stays owned, and the Tome still adds its dice). A failed reading has no cost. Off: a book can be read again every turn.</source>
        <translation>开启：成功阅读后，书被标记为已读，不再提供点数（仍归小队所有，远古典籍仍提供额外骰子）。阅读失败没有代价。关闭：书每回合都可以再次阅读。</translation>
    </message>
    <message>
        <source>Value of the newspaper</source>
        <translation>报纸的价值</translation>
    </message>
    <message>
        <source>The Old Newspaper Article names no reward. Keeping it gives this many Mythos Points and takes it out of the cult&apos;s cycle.</source>
        <translation>旧报纸报道未注明奖励。保留它可获得此数量的神话点数，并使其退出邪教的循环。</translation>
    </message>
    <message>
        <source>Allies must be played</source>
        <translation>盟友牌必须打出</translation>
    </message>
    <message>
        <source>Jimmy Mack and Father Ryan start in the cult&apos;s deck; revealed where an investigator stands, they join the team from the next turn on. On: the cultist must play an ally card from his hand every turn. Off: he may keep it back like any card.</source>
        <translation>吉米·麦克和瑞安神父起始时在邪教的牌堆中；若在有调查员的地点被揭示，他们从下回合起加入小队。开启：邪教徒玩家每回合都必须打出手中的盟友牌。关闭：他可以像其他牌一样将其留在手中。</translation>
    </message>
    <message>
        <source>The ring works in the Final Battle</source>
        <translation>戒指在最终决战中有效</translation>
    </message>
    <message>
        <source>The ring&apos;s bearer may reroll one whole roll of his own side once per turn and keep the new result. On: this also works in the Final Battle. Off: not against Nyarlathotep.</source>
        <translation>戒指的持有者每回合可以将己方的一次掷骰整体重掷一次，并采用新结果。开启：在最终决战中同样有效。关闭：对抗奈亚拉托提普时无效。</translation>
    </message>
    <message>
        <source>Cult items stay on the table</source>
        <translation>邪教的物品留在桌面上</translation>
    </message>
    <message>
        <source>On: items the cult takes lie face up beside the board, do not count toward the hand and are used when cards are revealed. Off: a taken item goes into the cultist&apos;s hand as a card and gives no bonus.</source>
        <translation>开启：邪教夺取的物品面朝上放在版图旁，不计入手牌，并在揭示卡牌时使用。关闭：夺取的物品作为一张牌加入邪教徒玩家的手牌，不提供任何加成。</translation>
    </message>
    <message>
        <source>Mask: interview after the theft</source>
        <translation>面具：偷到后才能询问</translation>
    </message>
    <message>
        <source>On: the Mask&apos;s Investigation (2) check may only be tried after its Stealth (2) check succeeded. Off: it is tried either way. (Slime Trail uses one Sanity roll for both outcomes; Shriveled Corpse rolls Sanity first, then Investigation.)</source>
        <translation>开启：只有在仪式面具的潜行检定（2）通过后，才能尝试其调查检定（2）。关闭：无论如何都会尝试。（黏液痕迹的两种结果共用一次神智掷骰；干瘪的尸体先进行神智掷骰，再进行调查掷骰。）</translation>
    </message>
    <message>
        <source>Nightmares reach the Study</source>
        <translation>噩梦波及书房</translation>
    </message>
    <message>
        <source>Nightmares hit every investigator on the board, never those in Intensive Care, Jail or Temporary Insanity; Tentacle Monster only hits its own location. On: readers in the Study are hit too. Off: only the locations.</source>
        <translation>噩梦影响版图上的每名调查员，但不影响重症监护室、监狱或暂时疯狂中的调查员；触手怪物只影响它所在的地点。开启：书房中的阅读者也受影响。关闭：只影响各地点。</translation>
    </message>
    <message>
        <source>How often the ring works</source>
        <translation>戒指的使用频率</translation>
    </message>
    <message>
        <source>A turn is one pass through phases 1 to 5; a combat round is a smaller unit inside it. Choose how often the ring&apos;s reroll may be used.</source>
        <translation>一个回合是依次进行阶段1至5；战斗轮是回合中更小的单位。请选择戒指的重掷可以使用的频率。</translation>
    </message>
    <message>
        <source>Once per turn</source>
        <translation>每回合一次</translation>
    </message>
    <message>
        <source>Once per card, ritual or round of the Final Battle</source>
        <translation>每张牌、每次仪式或最终决战的每轮各一次</translation>
    </message>
    <message>
        <source>Investigators&apos; head start</source>
        <translation>调查员的起步优势</translation>
    </message>
    <message>
        <source>Both tracks start at 0. A handicap for new investigator players: they start with this many Mythos Points.</source>
        <translation>两条轨道都从0开始。为新手调查员玩家提供的让分：开局即拥有此数量的神话点数。</translation>
    </message>
    <message>
        <source>Most dice for Nyarlathotep</source>
        <translation>奈亚拉托提普的骰子上限</translation>
    </message>
    <message>
        <source>Software has no shortage of dice: 0 means Nyarlathotep rolls 10 plus Summon minus Mythos Points, however many that is. Any other number caps his roll.</source>
        <translation>软件中骰子不会不够用：0表示奈亚拉托提普掷10颗骰子加上召唤点数与神话点数之差，无论总数多少。其他数字则是他掷骰数量的上限。</translation>
    </message>
    <message>
        <source>False Trail always draws</source>
        <translation>错误线索总是抽牌</translation>
    </message>
    <message>
        <source>On: False Trail lets the cultist draw 1d6 cards whenever it is revealed. Off: only when an investigator fails its Sanity check.</source>
        <translation>开启：每当错误线索被揭示时，邪教徒玩家都抽1d6张牌。关闭：只有在调查员未通过其神智检定时才抽牌。</translation>
    </message>
    <message>
        <source>The Leader guards his Tome</source>
        <translation>邪教首领守护他的典籍</translation>
    </message>
    <message>
        <source>Cultists fight first</source>
        <translation>邪教徒先战斗</translation>
    </message>
    <message>
        <source>On: at a location the cultists fight first, then monsters and other attackers in the order the investigator player picks. Off: the investigator player orders all combats, the cultists&apos; combat included.</source>
        <translation>开启：在一个地点，邪教徒先进行战斗，然后怪物和其他攻击者按调查员玩家选择的顺序进行战斗。关闭：由调查员玩家决定所有战斗的顺序，包括与邪教徒的战斗。</translation>
    </message>
    <message>
        <source>Two different students</source>
        <translation>两名不同的学生</translation>
    </message>
    <message>
        <source>On: the two Observant Students are different cards: A needs Investigation (1) for 1 Mythos Point, B needs Investigation (2) for 1d3. Off: both work like A.</source>
        <translation>开启：两张细心的学生是不同的卡牌：A需要调查检定（1），获得1点神话点数；B需要调查检定（2），获得1d3点。关闭：两张都按A结算。</translation>
    </message>
    <message>
        <source>Heather Brooks</source>
        <translation>希瑟·布鲁克斯</translation>
    </message>
    <message>
        <source>Reporter</source>
        <translation>记者</translation>
    </message>
    <message>
        <source>A reporter who slips past guards and does not back down from a fight.</source>
        <translation>一名能溜过守卫、遇到打斗也绝不退缩的记者。</translation>
    </message>
    <message>
        <source>Johnny Dark</source>
        <translation>约翰尼·达克</translation>
    </message>
    <message>
        <source>Private detective</source>
        <translation>私家侦探</translation>
    </message>
    <message>
        <source>A private detective, quick with his fists and quicker with a lead.</source>
        <translation>一名私家侦探，出拳很快，追查线索更快。</translation>
    </message>
    <message>
        <source>Dr. Mendum</source>
        <translation>门杜姆医生</translation>
    </message>
    <message>
        <source>Physician</source>
        <translation>医生</translation>
    </message>
    <message>
        <source>A calm physician who moves softly and keeps his head.</source>
        <translation>一名沉着的医生，行动轻悄，头脑冷静。</translation>
    </message>
    <message>
        <source>Prof. Dramis</source>
        <translation>德拉米斯教授</translation>
    </message>
    <message>
        <source>Scientist</source>
        <translation>科学家</translation>
    </message>
    <message>
        <source>A scientist with a steady mind and a nose for evidence.</source>
        <translation>一名心志坚定、善于嗅出证据的科学家。</translation>
    </message>
    <message>
        <source>Ally</source>
        <translation>盟友</translation>
    </message>
    <message>
        <source>A street-wise ally who sneaks in and digs up what others miss.</source>
        <translation>一名深谙街头门道的盟友，能悄悄潜入，挖出别人遗漏的东西。</translation>
    </message>
    <message>
        <source>A priest with an unshakable mind, silent feet and a heavy cross.</source>
        <translation>一名神父，心志坚不可摧，脚步悄无声息，手持沉重的十字架。</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>图书馆</translation>
    </message>
    <message>
        <source>Stacks of brittle volumes and a reading room that never quite empties.</source>
        <translation>一摞摞脆黄的书卷，还有一间从未真正空过的阅览室。</translation>
    </message>
    <message>
        <source>Research Wing</source>
        <translation>研究楼</translation>
    </message>
    <message>
        <source>Laboratories where the lights burn late and the doors stay locked.</source>
        <translation>实验室里灯火彻夜不熄，房门始终紧锁。</translation>
    </message>
    <message>
        <source>Campus Park</source>
        <translation>校园公园</translation>
    </message>
    <message>
        <source>Old trees, an older well, and students who notice more than they say.</source>
        <translation>古老的树木，更古老的井，还有看到的比说出来的更多的学生。</translation>
    </message>
    <message>
        <source>Sports Field</source>
        <translation>运动场</translation>
    </message>
    <message>
        <source>An open lawn that turns strangely quiet after dusk.</source>
        <translation>一片开阔的草坪，黄昏后便出奇地安静。</translation>
    </message>
    <message>
        <source>Infirmary</source>
        <translation>医务室</translation>
    </message>
    <message>
        <source>The campus clinic. Its wards fill faster every week.</source>
        <translation>校园诊所。病房一周比一周满得更快。</translation>
    </message>
    <message>
        <source>Anthropology</source>
        <translation>人类学系</translation>
    </message>
    <message>
        <source>Display cases of relics whose labels nobody can read.</source>
        <translation>一排排陈列柜里摆放着遗物，上面的标签无人能读懂。</translation>
    </message>
    <message>
        <source>Secret Rituals</source>
        <translation>秘密仪式</translation>
    </message>
    <message>
        <source>Hidden chambers where cultists chant to call the Crawling Chaos. Cultist cards only; investigators never enter.</source>
        <translation>邪教徒在隐秘的密室中吟诵，召唤伏行之混沌。只能放置邪教徒牌；调查员永远不能进入。</translation>
    </message>
    <message>
        <source>Study</source>
        <translation>书房</translation>
    </message>
    <message>
        <source>A quiet room where an investigator pores over a book the team owns.</source>
        <translation>一间安静的房间，调查员在此潜心研读小队拥有的书籍。</translation>
    </message>
    <message>
        <source>Temporary Insanity</source>
        <translation>暂时疯狂</translation>
    </message>
    <message>
        <source>Investigators whose minds gave way wait here until they recover.</source>
        <translation>精神崩溃的调查员在此等待恢复。</translation>
    </message>
    <message>
        <source>Jail</source>
        <translation>监狱</translation>
    </message>
    <message>
        <source>Investigators arrested by the corrupt police sit here until released.</source>
        <translation>被腐败警察逮捕的调查员关押在此，直到获释。</translation>
    </message>
    <message>
        <source>Intensive Care</source>
        <translation>重症监护室</translation>
    </message>
    <message>
        <source>The Infirmary&apos;s ward for investigators beaten in combat.</source>
        <translation>医务室中收治战斗落败调查员的病房。</translation>
    </message>
    <message>
        <source>Standard recovery</source>
        <translation>标准康复</translation>
    </message>
    <message>
        <source>Intensive Care releases on 4-6; Temporary Insanity and Jail release on 5-6.</source>
        <translation>重症监护室掷出4-6即可离开；暂时疯狂和监狱掷出5-6即可离开。</translation>
    </message>
    <message>
        <source>Quick recovery</source>
        <translation>快速康复</translation>
    </message>
    <message>
        <source>Every space releases an investigator on 4-6.</source>
        <translation>所有区域掷出4-6即可让调查员离开。</translation>
    </message>
    <message>
        <source>Slow recovery</source>
        <translation>缓慢康复</translation>
    </message>
    <message>
        <source>Intensive Care releases on 5-6; Temporary Insanity and Jail only on a 6.</source>
        <translation>重症监护室掷出5-6即可离开；暂时疯狂和监狱只有掷出6才能离开。</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>Seat {n}</source>
        <translation>座位 {n}</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Mansions</source>
        <translation>疯狂诡宅</translation>
    </message>
    <message>
        <source>Explore a haunted house against the Keeper: second edition, or first edition with Forbidden Alchemy.</source>
        <translation>与守密人对抗，探索闹鬼的宅邸：第二版规则，或第一版规则加《禁忌的炼金术》扩展。</translation>
    </message>
    <message>
        <source>Magnum Opus</source>
        <translation>炼金大业</translation>
    </message>
    <message>
        <source>Alchemists race to build their decks and forge the Philosophers&apos; Stone.</source>
        <translation>炼金术士们竞相构筑牌组，争先炼成贤者之石。</translation>
    </message>
    <message>
        <source>Miskatonic Madness</source>
        <translation>米斯卡托尼克疯狂</translation>
    </message>
    <message>
        <source>Two players: the cultist summons Nyarlathotep, the investigators stop him.</source>
        <translation>双人对战：邪教徒召唤奈亚拉托提普，调查员设法阻止他。</translation>
    </message>
</context>
<context>
    <name>magnum-opus</name>
    <message>
        <source>Alchemist {n}</source>
        <translation>炼金术士 {n}</translation>
    </message>
    <message>
        <source>Random (plays any legal move)</source>
        <translation>随机（执行任意合法操作）</translation>
    </message>
    <message>
        <source>Alchemist (plans transmutations)</source>
        <translation>炼金术士（规划嬗变）</translation>
    </message>
    <message>
        <source>Round limit</source>
        <translation>轮数上限</translation>
    </message>
    <message>
        <source>End the game after this many rounds if nobody has made the Philosophers&apos; Stone; the tie-breakers decide. 0 means no limit.</source>
        <translation>若经过这么多轮后仍无人炼成贤者之石，则结束游戏，按平局判定规则决出胜负。0表示没有上限。</translation>
    </message>
    <message>
        <source>{player} takes nothing more.</source>
        <translation>{player}不再拿取。</translation>
    </message>
    <message>
        <source>You give back the Mindstone and draw {card}.</source>
        <translation>你归还心智石，抽到{card}。</translation>
    </message>
    <message>
        <source>{player} gives back a Mindstone for a second Research card.</source>
        <translation>{player}归还一张心智石，再抽一张研究卡。</translation>
    </message>
    <message>
        <source>{player} gains the Research card {card}.</source>
        <translation>{player}获得研究卡{card}。</translation>
    </message>
    <message>
        <source>The Discovery {card} is turned face up.</source>
        <translation>发现卡{card}翻为面朝上。</translation>
    </message>
    <message>
        <source>{player} gains {n} Experience.</source>
        <translation>{player}获得{n}点经验。</translation>
    </message>
    <message>
        <source>You gain the {clue} Clue: {reagent}.</source>
        <translation>你获得{clue}线索：{reagent}。</translation>
    </message>
    <message>
        <source>{player} gains a {clue} Clue.</source>
        <translation>{player}获得一张{clue}线索卡。</translation>
    </message>
    <message>
        <source>{player} performs {card}.</source>
        <translation>{player}施行{card}。</translation>
    </message>
    <message>
        <source>{player} gains {n} Gold.</source>
        <translation>{player}获得{n}金币。</translation>
    </message>
    <message>
        <source>{player} takes {card} into the discard pile.</source>
        <translation>{player}将{card}拿入弃牌堆。</translation>
    </message>
    <message>
        <source>{player} burns {card}.</source>
        <translation>{player}焚毁{card}。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>游戏结束。</translation>
    </message>
    <message>
        <source>Alchemist {n} is playing.</source>
        <translation>炼金术士 {n} 正在行动。</translation>
    </message>
    <message>
        <source>Roll the die for the Master Tradeskill&apos;s Gold.</source>
        <translation>为大师手艺的金币掷骰。</translation>
    </message>
    <message>
        <source>Roll the die for the transmutation.</source>
        <translation>为嬗变掷骰。</translation>
    </message>
    <message>
        <source>Spend Experience, use a Heartstone to roll again, or accept the roll.</source>
        <translation>花费经验、使用炉心石重新掷骰，或接受掷骰结果。</translation>
    </message>
    <message>
        <source>You may hand back a Lead for extra Gold.</source>
        <translation>你可以交回一张铅以换取额外金币。</translation>
    </message>
    <message>
        <source>Give back the Mindstone to draw a second Research card?</source>
        <translation>归还心智石以再抽一张研究卡吗？</translation>
    </message>
    <message>
        <source>Keep one of the two Research cards; the other goes under the deck.</source>
        <translation>从两张研究卡中保留一张；另一张放到牌堆底。</translation>
    </message>
    <message>
        <source>Magnum Opus Research: take a Clue, turn up a Discovery, or take Experience.</source>
        <translation>炼金大业研究：拿取一张线索卡、翻开一张发现卡，或获得经验。</translation>
    </message>
    <message>
        <source>Take free Reagents from the Supply, or stop.</source>
        <translation>从供应区免费拿取试剂，或停止。</translation>
    </message>
    <message>
        <source>Choose a card of your discard pile to burn, or decline.</source>
        <translation>从你的弃牌堆中选择一张牌焚毁，或放弃。</translation>
    </message>
    <message>
        <source>Choose a face-down Discovery to turn face up.</source>
        <translation>选择一张面朝下的发现卡，将其翻为面朝上。</translation>
    </message>
    <message>
        <source>Choose a card to take from the Supply.</source>
        <translation>选择一张要从供应区拿取的牌。</translation>
    </message>
    <message>
        <source>Pay 1 Gold to keep each Tool on your Table, or let them go.</source>
        <translation>为你工作台上的每件工具支付1金币以保留它，或放弃它们。</translation>
    </message>
    <message>
        <source>Tradeskill Phase: play up to two Tradeskill cards, one for Gold and one for cards, or pass.</source>
        <translation>手艺阶段：最多打出两张手艺卡，一张获取金币，一张用于抽牌；或跳过。</translation>
    </message>
    <message>
        <source>Table Phase: place up to two cards on your Table or take them back, or pass.</source>
        <translation>工作台阶段：在你的工作台上放置或收回最多两张卡牌；或跳过。</translation>
    </message>
    <message>
        <source>Experiment Phase: transmute, search, buy or sell, pay an assistant, or pass.</source>
        <translation>实验阶段：进行嬗变、搜寻、买卖、雇用助手；或跳过。</translation>
    </message>
    <message>
        <source>Add Reagents and helpful cards from your hand, then roll.</source>
        <translation>从手牌中加入试剂和有帮助的卡牌，然后掷骰。</translation>
    </message>
    <message>
        <source>Buy or sell once more, or finish.</source>
        <translation>再买或卖一次，或结束。</translation>
    </message>
    <message>
        <source>Wait.</source>
        <translation>请等待。</translation>
    </message>
    <message>
        <source>Alchemist {n} rolls best and goes first.</source>
        <translation>炼金术士 {n} 掷出最佳点数，成为先手。</translation>
    </message>
    <message>
        <source>That is not allowed now.</source>
        <translation>现在不能这样做。</translation>
    </message>
    <message>
        <source>Tradeskill Phase</source>
        <translation>手艺阶段</translation>
    </message>
    <message>
        <source>Table Phase</source>
        <translation>工作台阶段</translation>
    </message>
    <message>
        <source>Experiment Phase</source>
        <translation>实验阶段</translation>
    </message>
    <message>
        <source>{player}: {phase}.</source>
        <translation>{player}：{phase}。</translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation>{player}跳过。</translation>
    </message>
    <message>
        <source>Turn of {player} (round {round}).</source>
        <translation>{player}的回合（第{round}轮）。</translation>
    </message>
    <message>
        <source>{player} pauses to consider and draws a new hand.</source>
        <translation>{player}暂停思考，重新抽取一手牌。</translation>
    </message>
    <message>
        <source>{player} shuffles the discard pile into a new draw pile.</source>
        <translation>{player}将弃牌堆洗匀，作为新的抽牌堆。</translation>
    </message>
    <message>
        <source>{player} sets a Shelf beside the Table.</source>
        <translation>{player}在工作台旁放置了储物架。</translation>
    </message>
    <message>
        <source>You draw {cards}.</source>
        <translation>你抽到{cards}。</translation>
    </message>
    <message>
        <source>{player} draws {n} cards.</source>
        <translation>{player}抽了{n}张牌。</translation>
    </message>
    <message>
        <source>{player} plays {card} for {n} cards.</source>
        <translation>{player}打出{card}，抽{n}张牌。</translation>
    </message>
    <message>
        <source>{player} plays {card} and rolls for Gold (needs {flask}).</source>
        <translation>{player}打出{card}，掷骰获取金币（需要{flask}）。</translation>
    </message>
    <message>
        <source>{player} plays {card} for {n} Gold.</source>
        <translation>{player}打出{card}，获得{n}金币。</translation>
    </message>
    <message>
        <source>{player} rolls {face} against {flask}: {n} Gold.</source>
        <translation>{player}掷出{face}（需要{flask}）：获得{n}金币。</translation>
    </message>
    <message>
        <source>{player} rolls {face} against {flask}: the metal stays lead.</source>
        <translation>{player}掷出{face}（需要{flask}）：金属仍然是铅。</translation>
    </message>
    <message>
        <source>{player} hands back a Lead for {n} more Gold.</source>
        <translation>{player}交回一张铅，额外获得{n}金币。</translation>
    </message>
    <message>
        <source>{player} places {card} on the Table.</source>
        <translation>{player}将{card}放到工作台上。</translation>
    </message>
    <message>
        <source>{player} discards {card} from the Table.</source>
        <translation>{player}从工作台上弃掉{card}。</translation>
    </message>
    <message>
        <source>{player} takes {card} back from the Table.</source>
        <translation>{player}从工作台上收回{card}。</translation>
    </message>
    <message>
        <source>{player} puts {card} on the Shelf.</source>
        <translation>{player}将{card}放到储物架上。</translation>
    </message>
    <message>
        <source>{player} takes {card} from the Shelf to the Table.</source>
        <translation>{player}将{card}从储物架移到工作台上。</translation>
    </message>
    <message>
        <source>{player} searches and finds {card}.</source>
        <translation>{player}搜寻并找到了{card}。</translation>
    </message>
    <message>
        <source>{player} buys {card} for {n} Gold.</source>
        <translation>{player}花费{n}金币购买了{card}。</translation>
    </message>
    <message>
        <source>{player} sells {card} for {n} Gold.</source>
        <translation>{player}出售{card}，获得{n}金币。</translation>
    </message>
    <message>
        <source>{player} plays {card}.</source>
        <translation>{player}打出{card}。</translation>
    </message>
    <message>
        <source>The game is over. Winner: {players}.</source>
        <translation>游戏结束。获胜者：{players}。</translation>
    </message>
    <message>
        <source>The Philosophers&apos; Stone was made.</source>
        <translation>贤者之石已炼成。</translation>
    </message>
    <message>
        <source>The first Philosophers&apos; Stone wins at once.</source>
        <translation>率先炼成贤者之石者立即获胜。</translation>
    </message>
    <message>
        <source>The round limit was reached without a Philosophers&apos; Stone.</source>
        <translation>已达到轮数上限，无人炼成贤者之石。</translation>
    </message>
    <message>
        <source>{player} plays {card} to attempt the Philosophers&apos; Stone.</source>
        <translation>{player}打出{card}，尝试炼制贤者之石。</translation>
    </message>
    <message>
        <source>{player} plays {card} to attempt a transmutation.</source>
        <translation>{player}打出{card}，尝试一次嬗变。</translation>
    </message>
    <message>
        <source>{player} uses {card} as {reagent}.</source>
        <translation>{player}将{card}当作{reagent}使用。</translation>
    </message>
    <message>
        <source>{player} adds {card}.</source>
        <translation>{player}加入{card}。</translation>
    </message>
    <message>
        <source>Difficulty {diff}.</source>
        <translation>难度{diff}。</translation>
    </message>
    <message>
        <source>{player} reveals the Clues: {reagents}.</source>
        <translation>{player}揭示线索：{reagents}。</translation>
    </message>
    <message>
        <source>{player} rolls {face} against {diff}: success.</source>
        <translation>{player}掷出{face}（难度{diff}）：成功。</translation>
    </message>
    <message>
        <source>{player} rolls {face} against {diff}.</source>
        <translation>{player}掷出{face}（难度{diff}）。</translation>
    </message>
    <message>
        <source>{player} spends {n} Experience: {total} against {diff}, success.</source>
        <translation>{player}花费{n}点经验：达到{total}（难度{diff}），成功。</translation>
    </message>
    <message>
        <source>{player} gives back the Heartstone to roll again.</source>
        <translation>{player}归还炉心石，重新掷骰。</translation>
    </message>
    <message>
        <source>The assistant fails.</source>
        <translation>助手失败了。</translation>
    </message>
    <message>
        <source>{player} creates the Philosophers&apos; Stone!</source>
        <translation>{player}炼成了贤者之石！</translation>
    </message>
    <message>
        <source>Every other alchemist gets one last turn.</source>
        <translation>其他每位炼金术士各有最后一个回合。</translation>
    </message>
    <message>
        <source>The transmutation fails; {player} gains {n} Experience.</source>
        <translation>嬗变失败；{player}获得{n}点经验。</translation>
    </message>
    <message>
        <source>{player} pays 1 Gold to keep {card}.</source>
        <translation>{player}支付1金币以保留{card}。</translation>
    </message>
    <message>
        <source>{player} pays {n} Gold for an assistant to perform {card}.</source>
        <translation>{player}支付{n}金币，雇用助手施行{card}。</translation>
    </message>
</context>
<context>
    <name>mansions</name>
    <message>
        <source>A Replace costs {cost} puzzle actions; {left} left.</source>
        <translation>更换需要{cost}次解谜行动；仅剩{left}次。</translation>
    </message>
    <message>
        <source>The pile of unused pieces is empty.</source>
        <translation>未使用的板块堆已空。</translation>
    </message>
    <message>
        <source>There is no such edge.</source>
        <translation>没有这条边。</translation>
    </message>
    <message>
        <source>A piece cannot swap with itself.</source>
        <translation>板块不能与自身交换。</translation>
    </message>
    <message>
        <source>Only touching pieces can swap: these two lie on edges that are not next to each other.</source>
        <translation>只有相邻的板块才能交换：这两块板块所在的边并不相邻。</translation>
    </message>
    <message>
        <source>No puzzle actions are left.</source>
        <translation>已没有剩余的解谜行动。</translation>
    </message>
    <message>
        <source>A skill point adds Luck: {n} more puzzle actions.</source>
        <translation>花费1个技能点：按运气增加{n}次解谜行动。</translation>
    </message>
    <message>
        <source>Swapped the pieces on edges {a} and {b}.</source>
        <translation>交换了第{a}条边与第{b}条边上的板块。</translation>
    </message>
    <message>
        <source>Discarded the {shape} piece from edge {slot}.</source>
        <translation>弃掉了第{slot}条边上的{shape}板块。</translation>
    </message>
    <message>
        <source>No more puzzle actions: the completion roll follows.</source>
        <translation>不再进行解谜行动：接下来进行完成检定。</translation>
    </message>
    <message>
        <source>That is not an alchemy puzzle action.</source>
        <translation>这不是炼金术谜题的行动。</translation>
    </message>
    <message>
        <source>The attempt is over.</source>
        <translation>本次挑战已结束。</translation>
    </message>
    <message>
        <source>The pieces are still being dealt.</source>
        <translation>板块仍在发放中。</translation>
    </message>
    <message>
        <source>A new piece must be drawn into the empty edge first.</source>
        <translation>必须先抽一块新板块放到空出的边上。</translation>
    </message>
    <message>
        <source>Only the completion roll is left.</source>
        <translation>只剩完成检定了。</translation>
    </message>
    <message>
        <source>That can only be done during the attempt.</source>
        <translation>只能在挑战过程中这样做。</translation>
    </message>
    <message>
        <source>No puzzle actions are left: the completion roll follows.</source>
        <translation>解谜行动已用完：接下来进行完成检定。</translation>
    </message>
    <message>
        <source>Dealt a {shape} piece to edge {slot}.</source>
        <translation>向第{slot}条边发放了一块{shape}板块。</translation>
    </message>
    <message>
        <source>{n} puzzle actions.</source>
        <translation>{n}次解谜行动。</translation>
    </message>
    <message>
        <source>The pieces set aside are shuffled into a new pile.</source>
        <translation>放在一旁的板块被洗匀，组成新的板块堆。</translation>
    </message>
    <message>
        <source>Drew a {shape} piece into edge {slot}.</source>
        <translation>抽到一块{shape}板块，放到第{slot}条边上。</translation>
    </message>
    <message>
        <source>Rolled {face} against {correct} (the correct pieces): the puzzle is complete.</source>
        <translation>掷出{face}（正确放置的板块数为{correct}）：谜题完成。</translation>
    </message>
    <message>
        <source>Rolled {face} against {correct} (the correct pieces): the attempt fails.</source>
        <translation>掷出{face}（正确放置的板块数为{correct}）：挑战失败。</translation>
    </message>
    <message>
        <source>A Side Effect card is drawn.</source>
        <translation>抽取一张副作用卡。</translation>
    </message>
    <message>
        <source>All pieces go back to the pile, facedown.</source>
        <translation>所有板块面朝下放回板块堆。</translation>
    </message>
    <message>
        <source>Investigator</source>
        <translation>调查员</translation>
    </message>
    <message>
        <source>The puzzle is solved.</source>
        <translation>谜题已解开。</translation>
    </message>
    <message>
        <source>The puzzle is not solved.</source>
        <translation>谜题未能解开。</translation>
    </message>
    <message>
        <source>Nothing waits to be drawn or rolled.</source>
        <translation>当前没有需要抽取或掷骰的内容。</translation>
    </message>
    <message>
        <source>A draw or roll must come first.</source>
        <translation>必须先抽取或掷骰。</translation>
    </message>
    <message>
        <source>The puzzle is solved already.</source>
        <translation>谜题已经解开了。</translation>
    </message>
    <message>
        <source>An attempt is already under way.</source>
        <translation>已有一次挑战正在进行。</translation>
    </message>
    <message>
        <source>Attempt {n}: {steps} puzzle steps.</source>
        <translation>第{n}次挑战：谜题步数{steps}。</translation>
    </message>
    <message>
        <source>Finish the move first.</source>
        <translation>请先完成当前这一步操作。</translation>
    </message>
    <message>
        <source>Spent a {what}: {n} more puzzle steps.</source>
        <translation>花费1个{what}：谜题步数增加{n}。</translation>
    </message>
    <message>
        <source>The attempt stops; the puzzle stays as it is.</source>
        <translation>挑战停止；谜题保持现状。</translation>
    </message>
    <message>
        <source>Not enough puzzle steps are left for that ({left} left).</source>
        <translation>剩余谜题步数不足，无法这样做（剩余{left}）。</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>已解开！</translation>
    </message>
    <message>
        <source>No puzzle steps are left; the puzzle stays as it is.</source>
        <translation>谜题步数已用完；谜题保持现状。</translation>
    </message>
    <message>
        <source>This investigator has no Luck to add.</source>
        <translation>此调查员没有运气可加。</translation>
    </message>
    <message>
        <source>No skill points are left.</source>
        <translation>已没有剩余的技能点。</translation>
    </message>
    <message>
        <source>No more skill points may be spent on this attempt.</source>
        <translation>本次挑战不能再花费技能点。</translation>
    </message>
    <message>
        <source>skill point</source>
        <translation>技能点</translation>
    </message>
    <message>
        <source>Clues cannot be spent for puzzle steps in Darkness.</source>
        <translation>在黑暗中不能花费线索换取谜题步数。</translation>
    </message>
    <message>
        <source>No clues are left to spend.</source>
        <translation>已没有可花费的线索。</translation>
    </message>
    <message>
        <source>clue</source>
        <translation>线索</translation>
    </message>
    <message>
        <source>That is not a code puzzle move.</source>
        <translation>这不是密码谜题的操作。</translation>
    </message>
    <message>
        <source>Set all {n} dials.</source>
        <translation>请设置全部{n}个转盘。</translation>
    </message>
    <message>
        <source>A dial shows a symbol it does not have.</source>
        <translation>有转盘显示了它所没有的符号。</translation>
    </message>
    <message>
        <source>{exact} right, {near} on the wrong dial.</source>
        <translation>{exact}个完全正确，{near}个符号正确但转盘不对。</translation>
    </message>
    <message>
        <source>That is not a lock puzzle move.</source>
        <translation>这不是门锁谜题的操作。</translation>
    </message>
    <message>
        <source>There is no such bar.</source>
        <translation>没有这根滑条。</translation>
    </message>
    <message>
        <source>That bar cannot slide there: something is in the way or the frame ends.</source>
        <translation>这根滑条无法滑到那里：有东西挡路，或已到边框尽头。</translation>
    </message>
    <message>
        <source>A bar slides {n} squares.</source>
        <translation>一根滑条滑动了{n}格。</translation>
    </message>
    <message>
        <source>Place the drawn piece first (or send it back).</source>
        <translation>请先放置抽到的板块（或将其放回）。</translation>
    </message>
    <message>
        <source>No piece has been drawn.</source>
        <translation>尚未抽取板块。</translation>
    </message>
    <message>
        <source>There is no such square.</source>
        <translation>没有这个方格。</translation>
    </message>
    <message>
        <source>The pile is empty.</source>
        <translation>板块堆已空。</translation>
    </message>
    <message>
        <source>Only pieces that share a side can swap.</source>
        <translation>只有共边的板块才能交换。</translation>
    </message>
    <message>
        <source>That is not a move of this puzzle.</source>
        <translation>这不是此谜题的操作。</translation>
    </message>
    <message>
        <source>Two pieces swap places.</source>
        <translation>两块板块交换了位置。</translation>
    </message>
    <message>
        <source>A piece is drawn from the pile.</source>
        <translation>从板块堆中抽取一块板块。</translation>
    </message>
    <message>
        <source>The drawn piece goes back under the pile.</source>
        <translation>抽到的板块放回板块堆底部。</translation>
    </message>
    <message>
        <source>The drawn piece replaces a piece on the board.</source>
        <translation>抽到的板块替换了盘面上的一块板块。</translation>
    </message>
    <message>
        <source>That is not a slide puzzle move.</source>
        <translation>这不是滑块谜题的操作。</translation>
    </message>
    <message>
        <source>Only a tile in the gap&apos;s row or column can be pushed.</source>
        <translation>只能推动空位所在行或列中的图块。</translation>
    </message>
    <message>
        <source>Only a tile beside the gap can be pushed.</source>
        <translation>只能推动紧邻空位的图块。</translation>
    </message>
    <message>
        <source>Tiles slide toward the gap.</source>
        <translation>图块朝空位滑动。</translation>
    </message>
    <message>
        <source>A wire piece turns a quarter turn.</source>
        <translation>一块导线板块旋转了90度。</translation>
    </message>
    <message>
        <source>There is no tile {tile} on this map.</source>
        <extracomment>tokens that lie on a door or secret passage rather than in a space the physical supply: FA-COMP-27/31 (mutation), FA-COMP-28 (crawling hands), FA-COMP-29/30</extracomment>
        <translation>此地图上没有地图板块{tile}。</translation>
    </message>
    <message>
        <source>There is no room {room} on this map.</source>
        <translation>此地图上没有房间{room}。</translation>
    </message>
    <message>
        <source>Unknown token kind {kind}.</source>
        <translation>未知的标记种类{kind}。</translation>
    </message>
    <message>
        <source>Token {token} is already on the map.</source>
        <translation>标记{token}已在地图上。</translation>
    </message>
    <message>
        <source>All {count} {kind} tokens are already in play.</source>
        <translation>全部{count}个{kind}标记都已在场上。</translation>
    </message>
    <message>
        <source>A token lies either in a space or on a door.</source>
        <translation>标记要么放在格子里，要么放在门上。</translation>
    </message>
    <message>
        <source>A {kind} token cannot lie on a door.</source>
        <translation>{kind}标记不能放在门上。</translation>
    </message>
    <message>
        <source>There is no door {door} on this map.</source>
        <translation>此地图上没有门{door}。</translation>
    </message>
    <message>
        <source>Token {token} is not on the map.</source>
        <translation>标记{token}不在地图上。</translation>
    </message>
    <message>
        <source>A door is open, sealed or locked, not {state}.</source>
        <translation>门的状态只能是开放、封闭或上锁，不能是{state}。</translation>
    </message>
    <message>
        <source>A figure is an investigator or a monster.</source>
        <translation>模型只能是调查员或怪物。</translation>
    </message>
    <message>
        <source>Figure {figure} is already on the map.</source>
        <translation>模型{figure}已在地图上。</translation>
    </message>
    <message>
        <source>Figure {figure} is not on the map.</source>
        <translation>模型{figure}不在地图上。</translation>
    </message>
    <message>
        <source>There is no space {space} on this map.</source>
        <translation>此地图上没有格子{space}。</translation>
    </message>
    <message>
        <source>The designer</source>
        <translation>设计者</translation>
    </message>
    <message>
        <source>A map walk has no such action.</source>
        <translation>地图漫游中没有这种行动。</translation>
    </message>
    <message>
        <source>{name} has no actions left: end the turn.</source>
        <translation>{name}已没有剩余行动：请结束回合。</translation>
    </message>
    <message>
        <source>{name}: {n} of 2 actions left. Drag {name} to move, or end the turn.</source>
        <translation>{name}：剩余{n}/2次行动。拖动{name}进行移动，或结束回合。</translation>
    </message>
    <message>
        <source>{name} moves to {room}.</source>
        <translation>{name}移动到{room}。</translation>
    </message>
    <message>
        <source>There is no such figure on the map.</source>
        <translation>地图上没有这个模型。</translation>
    </message>
    <message>
        <source>Monsters do not move in a map walk.</source>
        <translation>地图漫游中怪物不会移动。</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn.</source>
        <translation>现在是{name}的回合。</translation>
    </message>
    <message>
        <source>There is no such space on the map.</source>
        <translation>地图上没有这个格子。</translation>
    </message>
    <message>
        <source>That room is not explored yet.</source>
        <translation>那个房间尚未探索。</translation>
    </message>
    <message>
        <source>{name} is already there.</source>
        <translation>{name}已经在那里了。</translation>
    </message>
    <message>
        <source>An impassable border is in the way: only flying monsters cross it.</source>
        <translation>有不可通过的边界阻挡：只有飞行怪物才能越过。</translation>
    </message>
    <message>
        <source>A sealed, locked or barricaded door is in the way.</source>
        <translation>有封闭、上锁或设有路障的门阻挡。</translation>
    </message>
    <message>
        <source>That space is {n} spaces away; one move goes at most two.</source>
        <translation>那个格子相距{n}格；一次移动最多走2格。</translation>
    </message>
    <message>
        <source>No way leads there: walls or closed doors are in the way.</source>
        <translation>没有通往那里的路：有墙壁或关闭的门阻挡。</translation>
    </message>
    <message>
        <source>There is no Explore token in {name}&apos;s space.</source>
        <translation>{name}所在的格子中没有探索标记。</translation>
    </message>
    <message>
        <source>{name} explores.</source>
        <translation>{name}进行探索。</translation>
    </message>
    <message>
        <source>{name}&apos;s turn.</source>
        <translation>{name}的回合。</translation>
    </message>
    <message>
        <source>Revealed: {rooms}.</source>
        <translation>已揭示：{rooms}。</translation>
    </message>
    <message>
        <source>Chosen at random</source>
        <translation>随机选择</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>剧本</translation>
    </message>
    <message>
        <source>The story to play. The app is the Keeper: it reveals the map, runs the mythos and moves the monsters.</source>
        <translation>要游玩的故事。由本应用担任守密人：揭示地图、主持神话阶段并移动怪物。</translation>
    </message>
    <message>
        <source>Roll physical dice</source>
        <translation>使用实体骰子</translation>
    </message>
    <message>
        <source>Roll real eight-sided dice and type the faces: 1 to 3 blank, 4 and 5 an investigation result, 6 to 8 a success.</source>
        <translation>掷真实的八面骰，并输入掷出的点数：1至3为空白，4和5为调查结果，6至8为成功。</translation>
    </message>
    <message>
        <source>Round limit</source>
        <translation>轮数上限</translation>
    </message>
    <message>
        <source>End the game as a loss after this many rounds, in case a story has no clock of its own. 0 means no limit.</source>
        <translation>经过这么多轮后以失败结束游戏，以防故事本身没有时间限制。0表示没有上限。</translation>
    </message>
    <message>
        <source>Investigator of seat {n}</source>
        <translation>{n}号座位的调查员</translation>
    </message>
    <message>
        <source>Who plays at this seat; seats beyond the number of players are ignored.</source>
        <translation>此座位使用的调查员；超出玩家人数的座位将被忽略。</translation>
    </message>
    <message>
        <source>Investigator {n}</source>
        <translation>调查员 {n}</translation>
    </message>
    <message>
        <source>Investigator (searches, explores, fights or flees)</source>
        <translation>调查员（搜索、探索、战斗或逃跑）</translation>
    </message>
    <message>
        <source>Random (plays any legal move)</source>
        <translation>随机（执行任意合法操作）</translation>
    </message>
    <message>
        <source>{who} suffers 1 {kind}.</source>
        <translation>{who}受到1点{kind}。</translation>
    </message>
    <message>
        <source>{who} suffers 1 {kind}: {card}.</source>
        <translation>{who}受到1点{kind}：{card}。</translation>
    </message>
    <message>
        <source>{who} loses {n} Clue(s).</source>
        <translation>{who}失去{n}个线索。</translation>
    </message>
    <message>
        <source>{who} will have one action fewer next turn.</source>
        <translation>{who}下回合将少1次行动。</translation>
    </message>
    <message>
        <source>{who} is Wounded.</source>
        <translation>{who}身受重伤。</translation>
    </message>
    <message>
        <source>{who} goes Insane.</source>
        <translation>{who}陷入疯狂。</translation>
    </message>
    <message>
        <source>{who} discards {n} facedown {kind} card(s).</source>
        <translation>{who}弃掉{n}张面朝下的{kind}卡。</translation>
    </message>
    <message>
        <source>{who} is eliminated.</source>
        <translation>{who}被淘汰。</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>伤害</translation>
    </message>
    <message>
        <source>Horror</source>
        <translation>恐惧</translation>
    </message>
    <message>
        <source>Choose the investigator this concerns.</source>
        <translation>选择受此影响的调查员。</translation>
    </message>
    <message>
        <source>A door changes: it is now {state}.</source>
        <translation>一扇门发生了变化：现在处于{state}状态。</translation>
    </message>
    <message>
        <source>{who} learns {spell}.</source>
        <translation>{who}习得{spell}。</translation>
    </message>
    <message>
        <source>New objective: {story}</source>
        <translation>新目标：{story}</translation>
    </message>
    <message>
        <source>A token appears on the map.</source>
        <translation>地图上出现了一个标记。</translation>
    </message>
    <message>
        <source>{who} appears.</source>
        <translation>{who}出现了。</translation>
    </message>
    <message>
        <source>{who} is gone.</source>
        <translation>{who}消失了。</translation>
    </message>
    <message>
        <source>{who} gains {item}.</source>
        <translation>{who}获得{item}。</translation>
    </message>
    <message>
        <source>{who} gives up {item}.</source>
        <translation>{who}交出{item}。</translation>
    </message>
    <message>
        <source>New rooms are revealed.</source>
        <translation>新的房间被揭示。</translation>
    </message>
    <message>
        <source>{who} uses a token.</source>
        <translation>{who}使用了一个标记。</translation>
    </message>
    <message>
        <source>Nothing comes of it, for now.</source>
        <translation>暂时没有任何结果。</translation>
    </message>
    <message>
        <source>The way leads nowhere.</source>
        <translation>此路不通。</translation>
    </message>
    <message>
        <source>Nothing happens.</source>
        <translation>什么也没有发生。</translation>
    </message>
    <message>
        <source>{who} looks at the next two items.</source>
        <translation>{who}查看接下来的两件物品。</translation>
    </message>
    <message>
        <source>Keep one of the two items; the other goes back.</source>
        <translation>从两件物品中保留一件；另一件放回。</translation>
    </message>
    <message>
        <source>{who} finds {item}.</source>
        <translation>{who}找到了{item}。</translation>
    </message>
    <message>
        <source>{who} keeps {item}.</source>
        <translation>{who}保留了{item}。</translation>
    </message>
    <message>
        <source>{who} attempts a puzzle: {story}</source>
        <translation>{who}挑战谜题：{story}</translation>
    </message>
    <message>
        <source>That is not a puzzle move.</source>
        <translation>这不是谜题操作。</translation>
    </message>
    <message>
        <source>The puzzle is not solved yet.</source>
        <translation>谜题尚未解开。</translation>
    </message>
    <message>
        <source>open</source>
        <translation>开放</translation>
    </message>
    <message>
        <source>sealed</source>
        <translation>封闭</translation>
    </message>
    <message>
        <source>locked</source>
        <translation>上锁</translation>
    </message>
    <message>
        <source>The house has claimed one of you, and the others cannot finish without them. The investigators lose.</source>
        <translation>宅邸吞噬了你们中的一员，少了此人，其他人无法完成使命。调查员失败。</translation>
    </message>
    <message>
        <source>The night is over before the work is done. The investigators lose.</source>
        <translation>任务尚未完成，长夜已尽。调查员失败。</translation>
    </message>
    <message>
        <source>Round {n}: the Investigator Phase.</source>
        <translation>第{n}轮：调查员阶段。</translation>
    </message>
    <message>
        <source>Round {n}: the Mythos Phase.</source>
        <translation>第{n}轮：神话阶段。</translation>
    </message>
    <message>
        <source>Mythos: {name}. {story}</source>
        <translation>神话：{name}。{story}</translation>
    </message>
    <message>
        <source>Darkness falls.</source>
        <translation>黑暗降临。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <extracomment>agenda items that wait for someone</extracomment>
        <translation>游戏结束。</translation>
    </message>
    <message>
        <source>{who} finds no one to hunt.</source>
        <translation>{who}找不到可猎杀的目标。</translation>
    </message>
    <message>
        <source>{who} backs away.</source>
        <translation>{who}后退了。</translation>
    </message>
    <message>
        <source>{who} throws itself at the barricade.</source>
        <translation>{who}猛撞路障。</translation>
    </message>
    <message>
        <source>The barricade gives way.</source>
        <translation>路障被撞开了。</translation>
    </message>
    <message>
        <source>{who} attacks {target}: {story}</source>
        <translation>{who}攻击{target}：{story}</translation>
    </message>
    <message>
        <source>The blow would go past what {who} can take; it glances off.</source>
        <translation>这一击超出了{who}所能承受的伤害，被偏转开了。</translation>
    </message>
    <message>
        <source>{who} suffers {n} damage.</source>
        <translation>{who}受到{n}点伤害。</translation>
    </message>
    <message>
        <source>{who} is defeated.</source>
        <translation>{who}被击败。</translation>
    </message>
    <message>
        <source>Choose the monster to make the horror check against.</source>
        <translation>选择要针对哪个怪物进行恐惧检定。</translation>
    </message>
    <message>
        <source>Horror check against {who} (horror {n}).</source>
        <translation>针对{who}的恐惧检定（恐惧值{n}）。</translation>
    </message>
    <message>
        <source>Evade check against {who}.</source>
        <translation>针对{who}的回避检定。</translation>
    </message>
    <message>
        <source>{who} cannot get away from {monster}; the action is lost.</source>
        <translation>{who}未能摆脱{monster}；该行动作废。</translation>
    </message>
    <message>
        <source>The investigators have won.</source>
        <extracomment>key -&gt; part(state, observation)</extracomment>
        <translation>调查员获胜。</translation>
    </message>
    <message>
        <source>The investigators have lost.</source>
        <translation>调查员失败。</translation>
    </message>
    <message>
        <source>Roll {n} dice for {who}.</source>
        <translation>为{who}掷{n}颗骰子。</translation>
    </message>
    <message>
        <source>Waiting for {who}.</source>
        <translation>等待{who}。</translation>
    </message>
    <message>
        <source>Spend Clues to turn investigation results into successes, or accept the roll.</source>
        <translation>花费线索将调查结果转为成功，或接受掷骰结果。</translation>
    </message>
    <message>
        <source>Reroll a die or accept the roll.</source>
        <translation>重掷一颗骰子，或接受掷骰结果。</translation>
    </message>
    <message>
        <source>Work on the puzzle: {n} steps left.</source>
        <translation>解谜中：剩余{n}步。</translation>
    </message>
    <message>
        <source>Give, take, pick up or drop possessions, then end the trade.</source>
        <translation>给予、拿取、拾起或放下所持物品，然后结束交易。</translation>
    </message>
    <message>
        <source>Choose the investigator who takes the next turn.</source>
        <translation>选择下一个行动的调查员。</translation>
    </message>
    <message>
        <source>Every investigator has acted: end the Investigator Phase.</source>
        <translation>所有调查员均已行动：请结束调查员阶段。</translation>
    </message>
    <message>
        <source>{who}: {n} action(s) left. Move, search, explore, interact, attack, trade or use a possession.</source>
        <translation>{who}：剩余{n}次行动。可以移动、搜索、探索、互动、攻击、交易或使用所持物品。</translation>
    </message>
    <message>
        <source>{who}: finish the move ({n} space(s) left) or end the turn.</source>
        <translation>{who}：完成移动（剩余{n}格）或结束回合。</translation>
    </message>
    <message>
        <source>{who}: no actions left; end the turn.</source>
        <translation>{who}：已没有剩余行动；请结束回合。</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>力量</translation>
    </message>
    <message>
        <source>Agility</source>
        <translation>敏捷</translation>
    </message>
    <message>
        <source>Observation</source>
        <translation>观察</translation>
    </message>
    <message>
        <source>Lore</source>
        <translation>知识</translation>
    </message>
    <message>
        <source>Influence</source>
        <translation>影响</translation>
    </message>
    <message>
        <source>Will</source>
        <translation>意志</translation>
    </message>
    <message>
        <source>{who} tests {skill}: {n} dice.</source>
        <translation>{who}进行{skill}检定：{n}颗骰子。</translation>
    </message>
    <message>
        <source>{who} rolls {faces}.</source>
        <translation>{who}掷出{faces}。</translation>
    </message>
    <message>
        <source>{who} spends a Clue: an investigation result becomes a success.</source>
        <translation>{who}花费1个线索：1个调查结果转为成功。</translation>
    </message>
    <message>
        <source>{who} rolls a die again: {old} becomes {new}.</source>
        <translation>{who}重掷一颗骰子：{old}变为{new}。</translation>
    </message>
    <message>
        <source>{who}: {n} successes against a difficulty of {d}: passed.</source>
        <translation>{who}：{n}个成功，难度{d}：通过。</translation>
    </message>
    <message>
        <source>{who}: {n} successes against a difficulty of {d}: failed.</source>
        <translation>{who}：{n}个成功，难度{d}：失败。</translation>
    </message>
    <message>
        <source>{who}: {n} successes.</source>
        <translation>{who}：{n}个成功。</translation>
    </message>
    <message>
        <source>Finish the test under way first.</source>
        <translation>请先完成正在进行的检定。</translation>
    </message>
    <message>
        <source>Make the choice that is asked for first.</source>
        <translation>请先做出要求的选择。</translation>
    </message>
    <message>
        <source>Finish the puzzle attempt first.</source>
        <translation>请先完成本次解谜挑战。</translation>
    </message>
    <message>
        <source>Finish the trade first.</source>
        <translation>请先完成交易。</translation>
    </message>
    <message>
        <source>That is not allowed now.</source>
        <translation>现在不能这样做。</translation>
    </message>
    <message>
        <source>{who} takes a turn.</source>
        <translation>{who}开始回合。</translation>
    </message>
    <message>
        <source>{who} ends the turn.</source>
        <translation>{who}结束回合。</translation>
    </message>
    <message>
        <source>{who} slips away without an evade check.</source>
        <translation>{who}无需回避检定便溜走了。</translation>
    </message>
    <message>
        <source>Move the barricade out of the way.</source>
        <translation>推开路障。</translation>
    </message>
    <message>
        <source>{who} stops; the rest of the move can be finished later.</source>
        <translation>{who}停下；剩余的移动可稍后完成。</translation>
    </message>
    <message>
        <source>{who} moves.</source>
        <translation>{who}移动。</translation>
    </message>
    <message>
        <source>{who} walks into the fire.</source>
        <translation>{who}走进了火中。</translation>
    </message>
    <message>
        <source>{who} moves the barricade aside.</source>
        <translation>{who}推开了路障。</translation>
    </message>
    <message>
        <source>The barricade holds; {who} stops.</source>
        <translation>路障岿然不动；{who}停了下来。</translation>
    </message>
    <message>
        <source>{who} cannot leave this way yet.</source>
        <translation>{who}暂时无法从这里离开。</translation>
    </message>
    <message>
        <source>{who} attacks {monster} with {weapon}.</source>
        <translation>{who}用{weapon}攻击{monster}。</translation>
    </message>
    <message>
        <source>bare hands</source>
        <translation>双拳</translation>
    </message>
    <message>
        <source>The attack does no harm.</source>
        <translation>攻击没有造成伤害。</translation>
    </message>
    <message>
        <source>{who} trades.</source>
        <translation>{who}进行交易。</translation>
    </message>
    <message>
        <source>{who} gives {item} to {other}.</source>
        <translation>{who}将{item}交给{other}。</translation>
    </message>
    <message>
        <source>{other} hands {item} to {who}.</source>
        <translation>{other}将{item}递给{who}。</translation>
    </message>
    <message>
        <source>{who} picks up {item}.</source>
        <translation>{who}拾起{item}。</translation>
    </message>
    <message>
        <source>{who} drops {item}.</source>
        <translation>{who}放下{item}。</translation>
    </message>
    <message>
        <source>Push {who} into the next space.</source>
        <translation>将{who}推入相邻的格子。</translation>
    </message>
    <message>
        <source>{who} does not budge.</source>
        <translation>{who}纹丝不动。</translation>
    </message>
    <message>
        <source>{who} is pushed away.</source>
        <translation>{who}被推开了。</translation>
    </message>
    <message>
        <source>{who} sets the room alight.</source>
        <translation>{who}点燃了房间。</translation>
    </message>
    <message>
        <source>Snatch {item} from {other}.</source>
        <translation>从{other}手中夺取{item}。</translation>
    </message>
    <message>
        <source>Hold on to {item}.</source>
        <translation>护住{item}。</translation>
    </message>
    <message>
        <source>{who} takes {item} from {other}.</source>
        <translation>{who}从{other}手中夺得{item}。</translation>
    </message>
    <message>
        <source>{other} keeps hold of {item}.</source>
        <translation>{other}护住了{item}。</translation>
    </message>
    <message>
        <source>{who} casts {spell}.</source>
        <translation>{who}施放{spell}。</translation>
    </message>
    <message>
        <source>The photograph comes out blurred.</source>
        <translation>照片拍糊了。</translation>
    </message>
    <message>
        <source>The notes give up nothing new.</source>
        <translation>笔记中没有发现任何新内容。</translation>
    </message>
    <message>
        <source>{who} gains {n} Clue(s).</source>
        <translation>{who}获得{n}个线索。</translation>
    </message>
</context>
<context>
    <name>miskatonic</name>
    <message>
        <source>Cultist</source>
        <translation>邪教徒</translation>
    </message>
    <message>
        <source>Investigators</source>
        <translation>调查员</translation>
    </message>
    <message>
        <source>Random: any legal move</source>
        <translation>随机：任意合法操作</translation>
    </message>
    <message>
        <source>Standard: weighs the odds of every card</source>
        <translation>标准：权衡每张牌的概率</translation>
    </message>
    <message>
        <source>The Final Battle begins.</source>
        <translation>最终决战开始。</translation>
    </message>
    <message>
        <source>{inv} cannot bear the sight and goes mad.</source>
        <translation>{inv}无法承受眼前的景象，陷入疯狂。</translation>
    </message>
    <message>
        <source>Every investigator went mad before Nyarlathotep.</source>
        <translation>所有调查员都在奈亚拉托提普面前陷入了疯狂。</translation>
    </message>
    <message>
        <source>Nyarlathotep is defeated!</source>
        <translation>奈亚拉托提普被击败了！</translation>
    </message>
    <message>
        <source>A tie: the battle goes on.</source>
        <translation>平局：战斗继续。</translation>
    </message>
    <message>
        <source>{inv} is killed.</source>
        <translation>{inv}被杀死。</translation>
    </message>
    <message>
        <source>Nyarlathotep has crushed the investigators.</source>
        <translation>奈亚拉托提普击溃了调查员。</translation>
    </message>
    <message>
        <source>{inv} comes back to his senses.</source>
        <translation>{inv}恢复了神智。</translation>
    </message>
    <message>
        <source>the cultist</source>
        <translation>邪教徒</translation>
    </message>
    <message>
        <source>the investigators</source>
        <translation>调查员</translation>
    </message>
    <message>
        <source>The game is over: {side} won.</source>
        <translation>游戏结束：{side}获胜。</translation>
    </message>
    <message>
        <source>Waiting for {side}.</source>
        <translation>等待{side}。</translation>
    </message>
    <message>
        <source>Drag cards face down onto locations: {n} more at least.</source>
        <translation>将卡牌面朝下拖到地点上：至少还需{n}张。</translation>
    </message>
    <message>
        <source>Place more cards, or end your play.</source>
        <translation>继续放置卡牌，或结束出牌。</translation>
    </message>
    <message>
        <source>Place investigators where cards lie, slide items under them, then end the Investigation Phase.</source>
        <translation>将调查员放到有卡牌的地点，把物品塞到调查员下方，然后结束调查阶段。</translation>
    </message>
    <message>
        <source>Click the location to reveal next.</source>
        <translation>点击下一个要揭示的地点。</translation>
    </message>
    <message>
        <source>Choose the card to resolve next.</source>
        <translation>选择下一张要结算的卡牌。</translation>
    </message>
    <message>
        <source>You lost the round: choose the card you give up.</source>
        <translation>你输掉了这一轮：选择要舍弃的卡牌。</translation>
    </message>
    <message>
        <source>A 1 was rolled: choose the cultist who is devoured.</source>
        <translation>掷出了1：选择被吞噬的邪教徒。</translation>
    </message>
    <message>
        <source>Choose the investigator Nyarlathotep kills.</source>
        <translation>选择被奈亚拉托提普杀死的调查员。</translation>
    </message>
    <message>
        <source>Use the Magical Ring to roll again, or keep the roll.</source>
        <translation>使用魔法戒指重掷，或保留此次结果。</translation>
    </message>
    <message>
        <source>Take {item} for the cult, or leave it.</source>
        <translation>为邪教夺取{item}，或放弃它。</translation>
    </message>
    <message>
        <source>Choose the one investigator who rolls.</source>
        <translation>选择进行掷骰的那名调查员。</translation>
    </message>
    <message>
        <source>Hand out items for the Final Battle, then start it.</source>
        <translation>为最终决战分配物品，然后开始战斗。</translation>
    </message>
    <message>
        <source>{loc} is revealed.</source>
        <translation>{loc}被揭示。</translation>
    </message>
    <message>
        <source>{card} is resolved.</source>
        <translation>{card}结算完毕。</translation>
    </message>
    <message>
        <source>{n} cultists attack.</source>
        <translation>{n}名邪教徒发起攻击。</translation>
    </message>
    <message>
        <source>You draw {n} cards.</source>
        <translation>你抽了{n}张牌。</translation>
    </message>
    <message>
        <source>The cultist draws {n} cards.</source>
        <translation>邪教徒玩家抽了{n}张牌。</translation>
    </message>
    <message>
        <source>The investigators gain {card}.</source>
        <translation>调查员获得{card}。</translation>
    </message>
    <message>
        <source>{card} leaves the game.</source>
        <translation>{card}被移出游戏。</translation>
    </message>
    <message>
        <source>{card} is guarded.</source>
        <translation>{card}受到守护。</translation>
    </message>
    <message>
        <source>The Amulet of Peace keeps {inv} sane.</source>
        <translation>和平护符使{inv}保持神智清醒。</translation>
    </message>
    <message>
        <source>{who}: {hits} of {need} successes.</source>
        <translation>{who}：{hits}个成功（需要{need}个）。</translation>
    </message>
    <message>
        <source>The team</source>
        <translation>小队</translation>
    </message>
    <message>
        <source>{inv} goes to {space}.</source>
        <translation>{inv}进入{space}。</translation>
    </message>
    <message>
        <source>A tie: both sides roll again.</source>
        <translation>平局：双方重掷。</translation>
    </message>
    <message>
        <source>{card} is defeated.</source>
        <translation>{card}被击败。</translation>
    </message>
    <message>
        <source>{inv} reads {book}.</source>
        <translation>{inv}阅读{book}。</translation>
    </message>
    <message>
        <source>That is not a move of this game now.</source>
        <translation>现在不能在本游戏中进行此操作。</translation>
    </message>
    <message>
        <source>Roll for {what}: {faces}</source>
        <translation>{what}掷骰：{faces}</translation>
    </message>
    <message>
        <source>The cult gains {n} Summon Points ({total}).</source>
        <translation>邪教获得{n}点召唤点数（共{total}点）。</translation>
    </message>
    <message>
        <source>Nyarlathotep is summoned!</source>
        <translation>奈亚拉托提普被召唤了！</translation>
    </message>
    <message>
        <source>The investigators gain {n} Mythos Points ({total}).</source>
        <translation>调查员获得{n}点神话点数（共{total}点）。</translation>
    </message>
    <message>
        <source>The investigators gathered 20 Mythos Points.</source>
        <translation>调查员集齐了20点神话点数。</translation>
    </message>
    <message>
        <source>The investigators lose {n} Mythos Points ({total}).</source>
        <translation>调查员失去{n}点神话点数（现为{total}点）。</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>现在无法这样做。</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>这张牌不在你的手牌中。</translation>
    </message>
    <message>
        <source>Only cultists may go on Secret Rituals.</source>
        <translation>只有邪教徒可以放在秘密仪式上。</translation>
    </message>
    <message>
        <source>Cards go on the university locations or on Secret Rituals.</source>
        <translation>卡牌只能放在大学的各地点或秘密仪式上。</translation>
    </message>
    <message>
        <source>{card} may only be played on {places}.</source>
        <translation>{card}只能放在{places}。</translation>
    </message>
    <message>
        <source>You place {card} face down on {loc}.</source>
        <translation>你将{card}面朝下放在{loc}。</translation>
    </message>
    <message>
        <source>The cultist places a card on {loc}.</source>
        <translation>邪教徒玩家在{loc}放了一张牌。</translation>
    </message>
    <message>
        <source>Place at least {n} cards first ({done} so far).</source>
        <translation>请先放置至少{n}张牌（目前已放{done}张）。</translation>
    </message>
    <message>
        <source>An ally card in your hand must be played.</source>
        <translation>你手中的盟友牌必须打出。</translation>
    </message>
    <message>
        <source>The cultist has placed {n} cards.</source>
        <translation>邪教徒玩家放置了{n}张牌。</translation>
    </message>
    <message>
        <source>That investigator is not free to act this turn.</source>
        <translation>该调查员本回合无法行动。</translation>
    </message>
    <message>
        <source>Only an unread book the team owns can be read in the Study, by one reader at a time.</source>
        <translation>书房中只能阅读小队拥有的未读书籍，且每本书每次只能由一人阅读。</translation>
    </message>
    <message>
        <source>Books are read in the Study.</source>
        <translation>书籍需在书房中阅读。</translation>
    </message>
    <message>
        <source>Investigators may never enter Secret Rituals.</source>
        <translation>调查员永远不能进入秘密仪式。</translation>
    </message>
    <message>
        <source>Investigators go on the university locations.</source>
        <translation>调查员只能放在大学的各地点。</translation>
    </message>
    <message>
        <source>Investigators go only where cards lie face down.</source>
        <translation>调查员只能放在有面朝下卡牌的地点。</translation>
    </message>
    <message>
        <source>{inv} goes to {loc}.</source>
        <translation>{inv}前往{loc}。</translation>
    </message>
    <message>
        <source>The team does not own that item.</source>
        <translation>小队没有该物品。</translation>
    </message>
    <message>
        <source>Items stay with their investigator for the turn.</source>
        <translation>物品在本回合内须留在其调查员身上。</translation>
    </message>
    <message>
        <source>Slide items under an investigator on the board.</source>
        <translation>将物品塞到版图上某名调查员的下方。</translation>
    </message>
    <message>
        <source>{inv} carries {item}.</source>
        <translation>{inv}携带{item}。</translation>
    </message>
    <message>
        <source>Every free investigator must be placed.</source>
        <translation>每名空闲的调查员都必须放置。</translation>
    </message>
    <message>
        <source>That location is not waiting to be revealed.</source>
        <translation>该地点不在等待揭示。</translation>
    </message>
    <message>
        <source>That card is not next in line.</source>
        <translation>这张牌还没轮到。</translation>
    </message>
    <message>
        <source>Choose one of the cards offered.</source>
        <translation>从给出的卡牌中选择一张。</translation>
    </message>
    <message>
        <source>The Magical Ring: the roll is made again.</source>
        <translation>魔法戒指：重新掷骰。</translation>
    </message>
    <message>
        <source>That item is not on offer.</source>
        <translation>该物品不可选择。</translation>
    </message>
    <message>
        <source>The cult takes {item}.</source>
        <translation>邪教夺取了{item}。</translation>
    </message>
    <message>
        <source>That investigator is not here.</source>
        <translation>该调查员不在这里。</translation>
    </message>
    <message>
        <source>That item is already handed out.</source>
        <translation>该物品已分配出去。</translation>
    </message>
    <message>
        <source>Only investigators facing Nyarlathotep carry items.</source>
        <translation>只有面对奈亚拉托提普的调查员才能携带物品。</translation>
    </message>
    <message>
        <source>Cards are placed in the Play Cards phase.</source>
        <translation>卡牌在出牌阶段放置。</translation>
    </message>
    <message>
        <source>Investigators are placed in the Investigation Phase.</source>
        <translation>调查员在调查阶段放置。</translation>
    </message>
    <message>
        <source>No location is waiting to be revealed.</source>
        <translation>没有等待揭示的地点。</translation>
    </message>
    <message>
        <source>No card is waiting to be resolved.</source>
        <translation>没有等待结算的卡牌。</translation>
    </message>
    <message>
        <source>No card has to be given up now.</source>
        <translation>现在无需舍弃卡牌。</translation>
    </message>
    <message>
        <source>There is no roll to repeat now.</source>
        <translation>现在没有可以重掷的掷骰。</translation>
    </message>
    <message>
        <source>No item can be taken now.</source>
        <translation>现在没有可以夺取的物品。</translation>
    </message>
    <message>
        <source>No single roller is wanted now.</source>
        <translation>现在无需选择单独掷骰的调查员。</translation>
    </message>
    <message>
        <source>Items are handed out before the Final Battle.</source>
        <translation>物品在最终决战前分配。</translation>
    </message>
    <message>
        <source>points or cards</source>
        <translation>点数或牌数</translation>
    </message>
    <message>
        <source>the ring&apos;s reroll</source>
        <translation>戒指重掷</translation>
    </message>
    <message>
        <source>Sanity</source>
        <translation>神智</translation>
    </message>
    <message>
        <source>Stealth</source>
        <translation>潜行</translation>
    </message>
    <message>
        <source>Investigation</source>
        <translation>调查</translation>
    </message>
    <message>
        <source>combat</source>
        <translation>战斗</translation>
    </message>
    <message>
        <source>the enemy</source>
        <translation>敌方</translation>
    </message>
    <message>
        <source>a ritual</source>
        <translation>仪式</translation>
    </message>
    <message>
        <source>recovery</source>
        <translation>康复</translation>
    </message>
    <message>
        <source>Nyarlathotep</source>
        <translation>奈亚拉托提普</translation>
    </message>
    <message>
        <source>{hidden} hidden and {shown} revealed cards return to the cultist&apos;s hand.</source>
        <translation>{hidden}张未揭示的牌和{shown}张已揭示的牌回到邪教徒玩家手中。</translation>
    </message>
    <message>
        <source>{inv} is back ({face}).</source>
        <translation>{inv}归队（掷出{face}）。</translation>
    </message>
    <message>
        <source>Secret Rituals are revealed.</source>
        <translation>秘密仪式被揭示。</translation>
    </message>
    <message>
        <source>The ritual fails.</source>
        <translation>仪式失败。</translation>
    </message>
    <message>
        <source>{card} is devoured and shuffled into the deck.</source>
        <translation>{card}被吞噬，洗入牌堆。</translation>
    </message>
</context>
<context>
    <name>view</name>
    <message>
        <source>A bot is thinking…</source>
        <translation>电脑玩家正在思考…</translation>
    </message>
</context>
</TS>
