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
        <source>Clues: {k}, {luck} more actions each</source>
        <translation>线索：{k}，每个线索增加{luck}次行动</translation>
    </message>
    <message>
        <source>Spend a Clue (+{luck} {luck|action|actions})</source>
        <translation>花费一个线索（+{luck}次行动）</translation>
    </message>
    <message>
        <source>Spend a skill point (+{luck} {luck|action|actions})</source>
        <translation>花费技能点（+{luck}次行动）</translation>
    </message>
    <message>
        <source>Skill points: {k}, Luck {luck}</source>
        <translation>技能点：{k}，运气{luck}</translation>
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
        <source>Cards here: {cards}. Investigators here: {people}.</source>
        <translation>此处的卡牌：{cards}。此处的调查员：{people}。</translation>
    </message>
    <message>
        <source>Secret Rituals: cultists chant here for Summon Points, resolved after every location. Investigators never enter.</source>
        <translation>秘密仪式：邪教徒在此吟唱以获得召唤点数，在所有地点之后结算。调查员不能进入。</translation>
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
        <source>{n} {n|card|cards}</source>
        <translation>{n}张牌</translation>
    </message>
    <message>
        <source>The check needs {n} {n|success|successes} (5 or 6).</source>
        <translation>本次检定需要{n}个成功（5或6）。</translation>
    </message>
    <message>
        <source>{place}: {odds}</source>
        <translation>{place}：{odds}</translation>
    </message>
    <message>
        <source>{place}: {slot}</source>
        <translation>{place}：{slot}</translation>
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
        <source>The draw deck: {n} {n|card|cards}, face down.</source>
        <translation>抽牌堆：{n}张牌，面朝下。</translation>
    </message>
    <message>
        <source>Your hand: {n} {n|card|cards}</source>
        <translation>你的手牌：{n}张</translation>
    </message>
    <message>
        <source>The cultist&apos;s hand: {n} {n|card|cards}, face down</source>
        <translation>邪教徒玩家的手牌：{n}张，面朝下</translation>
    </message>
    <message>
        <source>The cultist&apos;s hand: {n} {n|card|cards}.</source>
        <translation>邪教徒玩家的手牌：{n}张。</translation>
    </message>
    <message>
        <source>The team: {n} free {n|investigator|investigators}</source>
        <translation>小队：{n}名空闲调查员</translation>
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
        <source>Seen going back into it: {names}.</source>
        <translation>已知被收回手牌的牌：{names}。</translation>
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
    <name>CardInspector</name>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>Rules for this</source>
        <translation>相关规则</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>House rules that change it:</source>
        <translation>改变此牌的自定规则：</translation>
    </message>
    <message>
        <source>A face-down card</source>
        <translation>一张面朝下的牌</translation>
    </message>
    <message>
        <source>Its face is hidden from you.</source>
        <translation>你看不到它的正面。</translation>
    </message>
</context>
<context>
    <name>CardTable</name>
    <message>
        <source>Now click a highlighted place to play it there (or drag it); a double click plays it to its usual place.</source>
        <translation>再点一个亮起的位置就把它打到那里（也可以拖过去）；双击则打到它最常去的位置。</translation>
    </message>
</context>
<context>
    <name>CardTableView</name>
    <message>
        <source>Click a lit card, then where it goes, or drag it.</source>
        <translation>先点亮起的牌，再点它要去的地方；也可以直接拖。</translation>
    </message>
    <message>
        <source>Inspect</source>
        <translation>查看</translation>
    </message>
</context>
<context>
    <name>CheckList</name>
    <message>
        <source>not in the shared content</source>
        <translation>不在共享内容中</translation>
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
    <name>ChoicesBox</name>
    <message>
        <source>Story choices</source>
        <translation>故事选项</translation>
    </message>
    <message>
        <source>Add story choice %1</source>
        <translation>添加故事选项%1</translation>
    </message>
    <message>
        <source>Delete story choice %1</source>
        <translation>删除故事选项%1</translation>
    </message>
    <message>
        <source>Move story choice %1</source>
        <translation>移动故事选项%1</translation>
    </message>
    <message>
        <source>Add a choice</source>
        <translation>添加故事选项</translation>
    </message>
    <message>
        <source>Change the question of a story choice</source>
        <translation>更改故事选项的问题</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Add option %1</source>
        <translation>添加选项%1</translation>
    </message>
    <message>
        <source>Delete option %1</source>
        <translation>删除选项%1</translation>
    </message>
    <message>
        <source>Move option %1</source>
        <translation>移动选项%1</translation>
    </message>
    <message>
        <source>Add an option</source>
        <translation>添加选项</translation>
    </message>
    <message>
        <source>Change option %1</source>
        <translation>更改选项%1</translation>
    </message>
    <message>
        <source>Change an epilogue of a story option</source>
        <translation>更改故事选项中某一选项的结语</translation>
    </message>
    <message>
        <source>Epilogue if the investigators win</source>
        <translation>调查员获胜时的结语</translation>
    </message>
    <message>
        <source>Epilogue if the Keeper wins</source>
        <translation>守密人获胜时的结语</translation>
    </message>
    <message>
        <source>Epilogue</source>
        <translation>结语</translation>
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
        <source>Attempt {n}: {k} {k|code|codes} tried in it, {t} in all</source>
        <translation>第{n}次尝试：本次已试{k}组密码，累计{t}组</translation>
    </message>
    <message>
        <source>Try this code (1 step)</source>
        <translation>尝试此密码（1步）</translation>
    </message>
</context>
<context>
    <name>ComparePanel</name>
    <message>
        <source>nobody</source>
        <translation>无人</translation>
    </message>
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
        <source>First: {a} {a|game|games}. Second: {b} {b|game|games}. {n} of {m} {m|number|numbers} differ significantly (p &lt; 0.05).</source>
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
        <source>Pass the mouse on: {seat}</source>
        <translation>请将鼠标交给：{seat}</translation>
    </message>
    <message>
        <source>The table stays hidden so that nobody sees another person&apos;s cards. {seat}: click the button when you are ready.</source>
        <translation>桌面暂时遮住，谁也看不到别人的牌。{seat}：准备好后请点击下方按钮。</translation>
    </message>
    <message>
        <source>{seat}: show my table</source>
        <translation>{seat}：显示我的牌桌</translation>
    </message>
</context>
<context>
    <name>DebugPanel</name>
    <message>
        <source>Cannot play the scenario</source>
        <translation>无法进行此剧本</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>隐藏</translation>
    </message>
    <message>
        <source>ran {n}×</source>
        <translation>已运行{n}次</translation>
    </message>
    <message>
        <source>the lead investigator</source>
        <translation>首席调查员</translation>
    </message>
    <message>
        <source>{spell} (spell)</source>
        <translation>{spell}（咒语）</translation>
    </message>
    <message>
        <source>{figure} — space {n}</source>
        <translation>{figure}——格子{n}</translation>
    </message>
    <message>
        <source>{room} · space {n}</source>
        <translation>{room} · 格子{n}</translation>
    </message>
    <message>
        <source>Wait: a bot is thinking.</source>
        <translation>请稍候：电脑玩家正在思考。</translation>
    </message>
    <message>
        <source>Debug</source>
        <translation>调试</translation>
    </message>
    <message>
        <source>Debug game: the edits below are outside the rules. It is saved and replayed as a debug game, never as a real one. The scenario file is not changed.</source>
        <translation>调试游戏：以下编辑不受规则约束。它会作为调试游戏保存和重放，绝不会被当作真实游戏。剧本文件不会被修改。</translation>
    </message>
    <message>
        <source>Reveal the whole map</source>
        <translation>揭示整张地图</translation>
    </message>
    <message>
        <source>Debug play needs the main window of Elder Table.</source>
        <translation>调试对局需要 Elder Table 的主窗口。</translation>
    </message>
    <message>
        <source>{file} cannot be played: {why}</source>
        <translation>{file} 无法开局：{why}</translation>
    </message>
    <message>
        <source>Set a variable</source>
        <translation>设置变量</translation>
    </message>
    <message>
        <source>true</source>
        <translation>真</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Run an event</source>
        <translation>运行事件</translation>
    </message>
    <message>
        <source>Its outcomes run now, whatever its trigger and conditions say</source>
        <translation>无论其触发条件和前提如何，其结果立即执行</translation>
    </message>
    <message>
        <source>For:</source>
        <translation>对象：</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Give an item or spell</source>
        <translation>给予物品或咒语</translation>
    </message>
    <message>
        <source>Give</source>
        <translation>给予</translation>
    </message>
    <message>
        <source>Move a figure</source>
        <translation>移动模型</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>移至：</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>移动</translation>
    </message>
    <message>
        <source>Undo the last step</source>
        <translation>撤销上一步</translation>
    </message>
    <message>
        <source>Debug game of a first-edition story: you play the investigators against the Keeper bot, and the edits below are outside the rules. It is saved and replayed as a debug game, never as a real one. The scenario file is not changed.</source>
        <translation>第一版故事的调试对局：由你操作调查员，对手是守密人机器人；下面的改动不受规则约束。对局按调试对局保存和回放，绝不会被当作真实对局。剧本文件不会被改动。</translation>
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
        <source>Play in debug mode</source>
        <translation>以调试模式试玩</translation>
    </message>
    <message>
        <source>Play this scenario at the table with a debug panel: reveal the map, set variables, run events, give items, move figures. The file is not changed.</source>
        <translation>在牌桌上试玩此剧本，并附带调试面板：揭示地图、设置变量、运行事件、给予物品、移动模型。文件不会被修改。</translation>
    </message>
    <message>
        <source>Walk the map</source>
        <translation>漫游地图</translation>
    </message>
    <message>
        <source>Walk the investigators through this scenario&apos;s map: moves and Explore tokens only, no dice and no Keeper.</source>
        <translation>带调查员漫游这个剧本的地图：只有移动和探索标记，不掷骰，也没有守密人。</translation>
    </message>
    <message>
        <source>Edit in the scenario editor</source>
        <translation>在剧本编辑器中编辑</translation>
    </message>
    <message>
        <source>New scenario in the editor…</source>
        <translation>在编辑器中新建剧本…</translation>
    </message>
    <message>
        <source>Build or change the scenario with the mouse: tiles, pieces, events and words, with undo.</source>
        <translation>用鼠标搭建或修改剧本：地图板块、标记与怪物、事件和文字，均可撤销。</translation>
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
        <source>{n} {n|problem|problems}. Click one to see where it is.</source>
        <translation>发现{n}个问题。点击任一问题即可查看其位置。</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>未发现问题。</translation>
    </message>
</context>
<context>
    <name>DiceAsker</name>
    <message>
        <source>{who} rolls a die again.</source>
        <translation>{who}重掷一颗骰子。</translation>
    </message>
    <message>
        <source>{who} tests {skill}.</source>
        <translation>{who}进行{skill}检定。</translation>
    </message>
    <message>
        <source>It takes {d} {d|success|successes}.</source>
        <translation>需要{d}次成功。</translation>
    </message>
    <message>
        <source>The Keeper&apos;s roll: {n} {n|die|dice} for a monster.</source>
        <translation>守密人掷骰：为怪物掷{n}颗骰子。</translation>
    </message>
</context>
<context>
    <name>DiceDialog</name>
    <message>
        <source>Your roll</source>
        <translation>你的掷骰结果</translation>
    </message>
    <message>
        <source>Roll {n} {n|die|dice} and count what they show.</source>
        <translation>掷{n}颗骰子，并统计它们的结果。</translation>
    </message>
    <message>
        <source>&amp;Successes:</source>
        <translation>成功(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Investigation results:</source>
        <translation>调查结果(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Blanks:</source>
        <translation>空白(&amp;B)：</translation>
    </message>
    <message>
        <source>Dice showing a success (the elder sign)</source>
        <translation>显示成功（旧印记号）的骰子数</translation>
    </message>
    <message>
        <source>Dice showing an investigation result (the magnifying glass); a Clue can turn one into a success</source>
        <translation>显示调查结果（放大镜）的骰子数；一个线索可将其中一个变为成功</translation>
    </message>
    <message>
        <source>Dice showing nothing</source>
        <translation>什么也没显示的骰子数</translation>
    </message>
    <message>
        <source>&amp;Roll for Me</source>
        <translation>替我掷骰(&amp;R)</translation>
    </message>
    <message>
        <source>Let the app roll these dice this once</source>
        <translation>这一次由应用来掷这些骰子</translation>
    </message>
    <message>
        <source>These add up to {got} {got|die|dice}; the pool has {n}.</source>
        <translation>合计为{got}颗骰子；骰池有{n}颗。</translation>
    </message>
</context>
<context>
    <name>DiceRow</name>
    <message>
        <source>{who} — {what}; needs {d} {d|success|successes}.</source>
        <translation>{who}——{what}；需要{d}个成功。</translation>
    </message>
    <message>
        <source>{who} — {what}.</source>
        <translation>{who}——{what}。</translation>
    </message>
    <message>
        <source>{who} tests {skill} ({n} {n|die|dice}), needs {d} {d|success|successes}.</source>
        <translation>{who}进行{skill}检定（{n}颗骰子），需要{d}个成功。</translation>
    </message>
    <message>
        <source>{who} tests {skill} ({n} {n|die|dice}).</source>
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
        <source>Die {n}: {face}</source>
        <translation>第{n}颗骰子：{face}</translation>
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
        <source>Entered for {n} {n|die|dice}: {counts}</source>
        <translation>已输入{n}颗骰子：{counts}</translation>
    </message>
    <message>
        <source>Last roll, {n} {n|die|dice}: {counts}</source>
        <translation>上次掷骰，{n}颗骰子：{counts}</translation>
    </message>
    <message>
        <source>Last roll: {faces} on {count}d{sides}: {n} {n|success|successes} ({at} or more)</source>
        <translation>上次掷骰：{count}d{sides}掷出{faces}，{n}个成功（{at}点或以上）</translation>
    </message>
    <message>
        <source>Last roll: {face} on a d{sides}</source>
        <translation>上次掷骰：d{sides}掷出{face}</translation>
    </message>
    <message>
        <source>Last roll: {faces} on {count}d{sides}</source>
        <translation>上次掷骰：{count}d{sides}掷出{faces}</translation>
    </message>
    <message>
        <source>Last roll: {faces} on {count}d{sides}, total {total}</source>
        <translation>上次掷骰：{count}d{sides}掷出{faces}，总计{total}</translation>
    </message>
    <message>
        <source>{n} {n|success|successes}</source>
        <translation>{n}个成功</translation>
    </message>
    <message>
        <source>{n} {n|investigation|investigations}</source>
        <translation>{n}个调查结果</translation>
    </message>
    <message>
        <source>{n} {n|blank|blanks}</source>
        <translation>{n}个空白</translation>
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
        <source>This game is open in another Elder Table window.</source>
        <translation>这局游戏已在另一个 Elder Table 窗口中打开。</translation>
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
        <source>{game} (on the table)</source>
        <translation>{game}（正在桌上）</translation>
    </message>
    <message>
        <source>{game} (open in another window)</source>
        <translation>{game}（已在另一个窗口中打开）</translation>
    </message>
    <message>
        <source>(no interrupted games)</source>
        <translation>（无中断的游戏）</translation>
    </message>
    <message>
        <source>All Interrupted Games…</source>
        <translation>所有中断的游戏…</translation>
    </message>
    <message>
        <source>{game} (debug game)</source>
        <translation>{game}（调试游戏）</translation>
    </message>
    <message>
        <source>{game}, {n} {n|action|actions}, {when}</source>
        <translation>{game}，{n}步操作，{when}</translation>
    </message>
</context>
<context>
    <name>EditorWindow</name>
    <message>
        <source>New scenario</source>
        <translation>新剧本</translation>
    </message>
    <message>
        <source>{name}[*] - Scenario Editor - Elder Table</source>
        <translation>{name}[*] - 剧本编辑器 - Elder Table</translation>
    </message>
    <message>
        <source>First edition</source>
        <translation>第一版</translation>
    </message>
    <message>
        <source>Second edition</source>
        <translation>第二版</translation>
    </message>
    <message>
        <source>unsaved changes</source>
        <translation>有未保存的更改</translation>
    </message>
    <message>
        <source>saved</source>
        <translation>已保存</translation>
    </message>
    <message>
        <source>Cannot start from this scenario</source>
        <translation>无法以此剧本为起点</translation>
    </message>
    <message>
        <source>Open a scenario</source>
        <translation>打开剧本</translation>
    </message>
    <message>
        <source>Scenario files (*.json)</source>
        <translation>剧本文件 (*.json)</translation>
    </message>
    <message>
        <source>The file opened with problems: they are listed below. Nothing was changed.</source>
        <translation>文件已打开，但存在问题，详见下方列表。未作任何更改。</translation>
    </message>
    <message>
        <source>Unsaved work</source>
        <translation>未保存的工作</translation>
    </message>
    <message>
        <source>Changes made to this scenario at {when} were never saved. Bring them back?</source>
        <translation>此剧本在{when}所做的更改尚未保存。要恢复这些更改吗？</translation>
    </message>
    <message>
        <source>Bring back unsaved work</source>
        <translation>恢复未保存的工作</translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation>保存剧本</translation>
    </message>
    <message>
        <source>Saved {file}.</source>
        <translation>已保存{file}。</translation>
    </message>
    <message>
        <source>Autosave failed: {why}</source>
        <translation>自动保存失败：{why}</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>Save the changes to {name}?</source>
        <translation>要保存对{name}的更改吗？</translation>
    </message>
    <message>
        <source>the new scenario</source>
        <translation>新剧本</translation>
    </message>
    <message>
        <source>No recent scenarios</source>
        <translation>没有最近打开的剧本</translation>
    </message>
    <message>
        <source>The check of the scenario did not finish.</source>
        <translation>剧本检查未能完成。</translation>
    </message>
    <message>
        <source>The scenario has {n} {n|problem|problems}; the list of problems shows each one. Fix them first.</source>
        <translation>剧本有{n}个问题，问题列表中逐一列出。请先修正这些问题。</translation>
    </message>
    <message>
        <source>Cannot play the scenario</source>
        <translation>无法进行此剧本</translation>
    </message>
    <message>
        <source>{file}: opened for play on the table.</source>
        <translation>{file}：已在牌桌上打开，准备开局。</translation>
    </message>
    <message>
        <source>{file}: debug play started on the table.</source>
        <translation>{file}：已在牌桌上开始调试对局。</translation>
    </message>
    <message>
        <source>Cannot simulate the scenario</source>
        <translation>无法模拟此剧本</translation>
    </message>
    <message>
        <source>The workbench is still running another simulation.</source>
        <translation>试玩工作台仍在运行另一项模拟。</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>试玩(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;New Scenario…</source>
        <translation>新建剧本(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
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
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Save, then set up a game of this scenario on the table, with people or bots (F5)</source>
        <translation>先保存，再在牌桌上设置此剧本的一局游戏，可由真人玩家或电脑玩家参与（F5）</translation>
    </message>
    <message>
        <source>&amp;Debug Play</source>
        <translation>调试对局(&amp;D)</translation>
    </message>
    <message>
        <source>Save, then play it on the table with the debug panel: reveal, set variables, run events (F6)</source>
        <translation>先保存，再在牌桌上借助调试面板试玩：揭示、设置变量、运行事件（F6）</translation>
    </message>
    <message>
        <source>&amp;Simulate 1,000 Games</source>
        <translation>模拟1,000局(&amp;S)</translation>
    </message>
    <message>
        <source>Save, then let the bots play it 1,000 times in the workbench (F7)</source>
        <translation>先保存，再让电脑玩家在试玩工作台中进行1,000局（F7）</translation>
    </message>
    <message>
        <source>Open in the &amp;Workbench</source>
        <translation>在试玩工作台中打开(&amp;W)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>试玩</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>地图板块</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>配件</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>地图</translation>
    </message>
    <message>
        <source>Story</source>
        <translation>故事</translation>
    </message>
    <message>
        <source>Event flow</source>
        <translation>事件流程</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>属性检查器</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行记录</translation>
    </message>
</context>
<context>
    <name>Epilogue</name>
    <message>
        <source>The game lasted {n} {n|round|rounds}.</source>
        <translation>本局共进行了{n}轮。</translation>
    </message>
    <message>
        <source>Fell: {names}.</source>
        <translation>倒下的调查员：{names}。</translation>
    </message>
    <message>
        <source>No investigator fell.</source>
        <translation>没有调查员倒下。</translation>
    </message>
    <message>
        <source>{n} {n|Clue|Clues} gathered in all.</source>
        <translation>共收集{n}个线索。</translation>
    </message>
    <message>
        <source>Found:</source>
        <translation>找到的东西：</translation>
    </message>
    <message>
        <source>…and {n} more {n|find|finds}.</source>
        <translation>……另有{n}项发现。</translation>
    </message>
    <message>
        <source>Nothing was found.</source>
        <translation>什么也没有找到。</translation>
    </message>
    <message>
        <source>{n} {n|monster|monsters} defeated.</source>
        <translation>击败了{n}个怪物。</translation>
    </message>
    <message>
        <source>{n} new {n|objective|objectives} reached.</source>
        <translation>达成了{n}个新目标。</translation>
    </message>
    <message>
        <source>The investigators win</source>
        <translation>调查员获胜</translation>
    </message>
    <message>
        <source>The investigators lose</source>
        <translation>调查员失败</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>游戏结束</translation>
    </message>
</context>
<context>
    <name>EpilogueCard</name>
    <message>
        <source>Epilogue</source>
        <translation>结语</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>Put the epilogue away and look at the board as the game ended (Enter)</source>
        <translation>收起结语，查看游戏结束时的版图（回车键）</translation>
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
    <name>EventCard</name>
    <message>
        <source>&amp;Continue</source>
        <translation>继续(&amp;C)</translation>
    </message>
    <message>
        <source>Go on with the story (Enter)</source>
        <translation>让故事继续（回车键）</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>跳过</translation>
    </message>
    <message>
        <source>Show the rest at once, without the cards</source>
        <translation>不看卡片，立即显示其余内容</translation>
    </message>
</context>
<context>
    <name>EventsSection</name>
    <message>
        <source>No trigger: runs when another event runs it</source>
        <translation>无触发条件：由其他事件调用时运行</translation>
    </message>
    <message>
        <source>no trigger</source>
        <translation>无触发条件</translation>
    </message>
    <message>
        <source>Add event %1</source>
        <translation>添加事件%1</translation>
    </message>
    <message>
        <source>Delete event %1</source>
        <translation>删除事件%1</translation>
    </message>
    <message>
        <source>Move event %1</source>
        <translation>移动事件%1</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Insert between…</source>
        <translation>在中间插入…</translation>
    </message>
    <message>
        <source>Rename id…</source>
        <translation>重命名 ID…</translation>
    </message>
    <message>
        <source>When</source>
        <translation>触发时机</translation>
    </message>
    <message>
        <source>Change the trigger of event %1</source>
        <translation>更改事件%1的触发条件</translation>
    </message>
    <message>
        <source>Only if</source>
        <translation>前提</translation>
    </message>
    <message>
        <source>Add a condition to event %1</source>
        <translation>为事件%1添加前提</translation>
    </message>
    <message>
        <source>Delete a condition of event %1</source>
        <translation>删除事件%1的一个前提</translation>
    </message>
    <message>
        <source>Move a condition of event %1</source>
        <translation>移动事件%1的一个前提</translation>
    </message>
    <message>
        <source>Add a condition</source>
        <translation>添加前提</translation>
    </message>
    <message>
        <source>Change a condition of event %1</source>
        <translation>更改事件%1的一个前提</translation>
    </message>
    <message>
        <source>Then</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Add an outcome to event %1</source>
        <translation>为事件%1添加结果</translation>
    </message>
    <message>
        <source>Delete an outcome of event %1</source>
        <translation>删除事件%1的一个结果</translation>
    </message>
    <message>
        <source>Move an outcome of event %1</source>
        <translation>移动事件%1的一个结果</translation>
    </message>
    <message>
        <source>Add an outcome</source>
        <translation>添加结果</translation>
    </message>
    <message>
        <source>Change an outcome of event %1</source>
        <translation>更改事件%1的一个结果</translation>
    </message>
    <message>
        <source>Repeats (runs every time its trigger fires)</source>
        <translation>可重复（每次满足触发条件时都运行）</translation>
    </message>
    <message>
        <source>No event chosen</source>
        <translation>未选择事件</translation>
    </message>
    <message>
        <source>Change whether event %1 repeats</source>
        <translation>更改事件%1是否重复</translation>
    </message>
    <message>
        <source>Duplicate event %1</source>
        <translation>复制事件%1</translation>
    </message>
    <message>
        <source>Insert between</source>
        <translation>在中间插入</translation>
    </message>
    <message>
        <source>This event does not lead to another event.</source>
        <translation>此事件不会引向其他事件。</translation>
    </message>
    <message>
        <source>Insert an event after %1</source>
        <translation>在%1之后插入事件</translation>
    </message>
    <message>
        <source>The new event leads to:</source>
        <translation>新事件引向：</translation>
    </message>
    <message>
        <source>Rename event %1</source>
        <translation>重命名事件%1</translation>
    </message>
    <message>
        <source>Rename id</source>
        <translation>重命名 ID</translation>
    </message>
    <message>
        <source>New id:</source>
        <translation>新 ID：</translation>
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
        <source>Saved {n} {n|file|files} in {folder}</source>
        <translation>已在{folder}中保存{n}个文件</translation>
    </message>
</context>
<context>
    <name>Field</name>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>(any)</source>
        <translation>（任意）</translation>
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
        <source>hits: {n}</source>
        <translation>命中：{n}</translation>
    </message>
    <message>
        <source>His roll</source>
        <translation>他的掷骰</translation>
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
        <source>Nyarlathotep, the Crawling Chaos: {n} {n|die|dice} ({formula}).</source>
        <translation>奈亚拉托提普，伏行之混沌：{n}颗骰子（{formula}）。</translation>
    </message>
    <message>
        <source>Nyarlathotep rolls {n} {n|die|dice}</source>
        <translation>奈亚拉托提普掷{n}颗骰子</translation>
    </message>
    <message>
        <source>The investigators roll {n} {n|die|dice}</source>
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
    <name>FirstBar</name>
    <message>
        <source>Round {n}</source>
        <translation>第{n}轮</translation>
    </message>
    <message>
        <source>Threat: {n}</source>
        <translation>威胁值：{n}</translation>
    </message>
    <message>
        <source>The Keeper&apos;s threat: spent on keeper actions and cards. The Keeper gains threat each turn for every investigator still playing.</source>
        <translation>守密人的威胁值：用于守密人行动和卡牌。每名仍在游戏中的调查员都会让守密人每回合获得威胁值。</translation>
    </message>
    <message>
        <source>Time: {period}</source>
        <translation>时期：{period}</translation>
    </message>
    <message>
        <source>The time period marker lies on this Time Period card.</source>
        <translation>时空标记放在这张时空卡上。</translation>
    </message>
    <message>
        <source>Mutations: {n} of {max}</source>
        <translation>突变：{n}/{max}</translation>
    </message>
    <message>
        <source>Mutation tokens in play; no more are placed once the supply is used up.</source>
        <translation>场上的突变标记；供应用完后不再放置。</translation>
    </message>
    <message>
        <source>Objective: {text}</source>
        <translation>目标：{text}</translation>
    </message>
    <message>
        <source>The last card drawn or played</source>
        <translation>最近抽到或打出的卡牌</translation>
    </message>
    <message>
        <source>Its mark: a card of the Forbidden Alchemy expansion</source>
        <translation>其标记：禁忌的炼金术扩展的卡牌</translation>
    </message>
    <message>
        <source>{who}&apos;s turn: {moves} {moves|move|moves}, {actions} {actions|action|actions} left</source>
        <translation>{who}的回合：剩余{moves}次移动、{actions}个行动</translation>
    </message>
    <message>
        <source>{card} on… ({cost} threat)</source>
        <translation>{card}作用于……（{cost}点威胁值）</translation>
    </message>
    <message>
        <source>Choose the investigator from the list.</source>
        <translation>从列表中选择调查员。</translation>
    </message>
    <message>
        <source>{tip} (key: {key})</source>
        <translation>{tip}（按键：{key}）</translation>
    </message>
    <message>
        <source>Key: {key}</source>
        <translation>按键：{key}</translation>
    </message>
    <message>
        <source>Choose:</source>
        <translation>选择：</translation>
    </message>
    <message>
        <source>Story choice:</source>
        <translation>故事选项：</translation>
    </message>
    <message>
        <source>Action:</source>
        <translation>行动：</translation>
    </message>
    <message>
        <source>Keeper:</source>
        <translation>守密人：</translation>
    </message>
    <message>
        <source>End:</source>
        <translation>结束：</translation>
    </message>
</context>
<context>
    <name>FirstChrome</name>
    <message>
        <source>A bot is thinking…</source>
        <translation>电脑玩家正在思考…</translation>
    </message>
    <message>
        <source>Waiting for {seat}.</source>
        <translation>正在等待{seat}。</translation>
    </message>
    <message>
        <source>Work on the puzzle over the board.</source>
        <translation>在版图上方解开谜题。</translation>
    </message>
    <message>
        <source>Choose which attribute to test.</source>
        <translation>选择要检定的属性。</translation>
    </message>
    <message>
        <source>Choose the investigator who tests {attribute}.</source>
        <translation>选择进行{attribute}检定的调查员。</translation>
    </message>
    <message>
        <source>{monster} attacks {who}:</source>
        <translation>{monster}攻击{who}：</translation>
    </message>
    <message>
        <source>Choose an answer.</source>
        <translation>选择一个答案。</translation>
    </message>
    <message>
        <source>explores</source>
        <translation>探索</translation>
    </message>
    <message>
        <source>suffers damage</source>
        <translation>受到伤害</translation>
    </message>
    <message>
        <source>suffers horror</source>
        <translation>受到恐惧</translation>
    </message>
    <message>
        <source>{who} {what}: play a card from your hand, or pass.</source>
        <translation>{who}{what}：从手牌中打出一张牌，或放弃。</translation>
    </message>
    <message>
        <source>Make the story choice in secret: the investigators only learn that it was made.</source>
        <translation>秘密做出故事选项：调查员只会得知选项已做出。</translation>
    </message>
    <message>
        <source>Spend threat on keeper actions (drag a monster to move it), or end your turn.</source>
        <translation>花费威胁值使用守密人行动（拖动怪物以移动它），或结束你的回合。</translation>
    </message>
    <message>
        <source>Drag {who} one space at a time to move, or choose an action.</source>
        <translation>一次一格地拖动{who}进行移动，或选择一个行动。</translation>
    </message>
</context>
<context>
    <name>FirstCounters</name>
    <message>
        <source>Damage taken: {n} of {most} health</source>
        <translation>已受伤害：{n}（体力共 {most}）</translation>
    </message>
    <message>
        <source>Horror taken: {n} of {most} sanity</source>
        <translation>已受恐惧：{n}（理智共 {most}）</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>伤害</translation>
    </message>
    <message>
        <source>Horror</source>
        <translation>恐惧</translation>
    </message>
</context>
<context>
    <name>FirstEditionSection</name>
    <message>
        <source>The Keeper&apos;s action cards</source>
        <translation>守密人行动卡</translation>
    </message>
    <message>
        <source>Change the Keeper&apos;s action cards</source>
        <translation>更改守密人行动卡</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>牌组</translation>
    </message>
    <message>
        <source>Mythos cards</source>
        <translation>神话卡</translation>
    </message>
    <message>
        <source>Trauma cards</source>
        <translation>创伤卡</translation>
    </message>
    <message>
        <source>Side effect cards</source>
        <translation>副作用卡</translation>
    </message>
    <message>
        <source>Combat cards</source>
        <translation>战斗卡</translation>
    </message>
    <message>
        <source>Change a deck</source>
        <translation>更改牌组</translation>
    </message>
    <message>
        <source>Goals and the way out</source>
        <translation>目标与撤离</translation>
    </message>
    <message>
        <source>Mutations per investigator</source>
        <translation>每名调查员的突变标记数</translation>
    </message>
    <message>
        <source>Objective to escape</source>
        <translation>撤离所需的目标</translation>
    </message>
    <message>
        <source>Exit room</source>
        <translation>出口房间</translation>
    </message>
    <message>
        <source>The warden (monster)</source>
        <translation>院长（怪物）</translation>
    </message>
    <message>
        <source>Flag that frees the warden</source>
        <translation>释放院长的标志</translation>
    </message>
    <message>
        <source>Tokens each objective sends the investigators to</source>
        <translation>各目标指引调查员前往的标记</translation>
    </message>
    <message>
        <source>Change the mutation goal</source>
        <translation>更改突变标记目标</translation>
    </message>
    <message>
        <source>Change the objective to escape</source>
        <translation>更改撤离所需的目标</translation>
    </message>
    <message>
        <source>Change the exit room</source>
        <translation>更改出口房间</translation>
    </message>
    <message>
        <source>Change the warden</source>
        <translation>更改院长</translation>
    </message>
    <message>
        <source>Change the tokens of objective %1</source>
        <translation>更改目标%1的标记</translation>
    </message>
</context>
<context>
    <name>FirstEditionTable</name>
    <message>
        <source>Dropping it here plays {card}: {cost} threat (the Keeper has {threat}).</source>
        <translation>放在这里将打出{card}：花费{cost}点威胁（守密人现有{threat}点）。</translation>
    </message>
    <message>
        <source>{name} is hidden in the Mists of Releh.</source>
        <translation>{name}藏身于拉勒迷雾中。</translation>
    </message>
    <message>
        <source>{name} is hidden.</source>
        <translation>{name}已藏身。</translation>
    </message>
</context>
<context>
    <name>FirstPanel</name>
    <message>
        <source>The story being played</source>
        <translation>正在进行的故事</translation>
    </message>
    <message>
        <source>An investigator: what is left of health and sanity, the attributes tests roll under</source>
        <translation>调查员：剩余的生命值和神智，以及检定时需掷出不高于的属性值</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>怪物</translation>
    </message>
    <message>
        <source>The monsters on the map</source>
        <translation>地图上的怪物</translation>
    </message>
    <message>
        <source>A monster: evade checks take its awareness, horror checks its horror rating</source>
        <translation>怪物：回避检定使用其警觉，恐惧检定使用其恐惧值</translation>
    </message>
    <message>
        <source>The Keeper&apos;s side of the table</source>
        <translation>守密人一方的牌桌</translation>
    </message>
    <message>
        <source>out of the story</source>
        <translation>已退出故事</translation>
    </message>
    <message>
        <source>escaped the house</source>
        <translation>已逃出宅邸</translation>
    </message>
    <message>
        <source>Health {h} of {H} · Sanity {s} of {S} · Skill points {p}</source>
        <translation>生命值{h}/{H} · 神智{s}/{S} · 技能点{p}</translation>
    </message>
    <message>
        <source>hidden in the Mists of Releh</source>
        <translation>藏身于拉勒迷雾中</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>躲藏中</translation>
    </message>
    <message>
        <source>stunned</source>
        <translation>眩晕</translation>
    </message>
    <message>
        <source>{n} {n|mutation|mutations}</source>
        <translation>{n}个突变标记</translation>
    </message>
    <message>
        <source>{n} {n|clue|clues}</source>
        <translation>{n}个线索</translation>
    </message>
    <message>
        <source>Items, spells and cards kept: click one, or rest the mouse on it, to read it large</source>
        <translation>物品、咒语和保留的卡牌：点击一张，或将鼠标停在上面，即可放大阅读</translation>
    </message>
    <message>
        <source>Hand: {n} {n|card|cards}, face down</source>
        <translation>手牌：{n}张，面朝下</translation>
    </message>
    <message>
        <source>flying</source>
        <translation>飞行</translation>
    </message>
    <message>
        <source>Awareness {a:+d} · Horror rating {h:+d}</source>
        <translation>警觉{a:+d} · 恐惧值{h:+d}</translation>
    </message>
    <message>
        <source>Health {h} of {H} · Damage {d} · Horror {x}</source>
        <translation>生命值{h}/{H} · 伤害{d} · 恐惧{x}</translation>
    </message>
    <message>
        <source>Its token back is face down.</source>
        <translation>其标记背面朝下。</translation>
    </message>
    <message>
        <source>Damage taken: {n}</source>
        <translation>已受伤害：{n}</translation>
    </message>
    <message>
        <source>The Keeper</source>
        <translation>守密人</translation>
    </message>
    <message>
        <source>threat {n}</source>
        <translation>威胁值{n}</translation>
    </message>
    <message>
        <source>{card} ({cost})</source>
        <translation>{card}（{cost}）</translation>
    </message>
    <message>
        <source>Keeper actions: {cards}</source>
        <translation>守密人行动：{cards}</translation>
    </message>
    <message>
        <source>Story choice: made in secret</source>
        <translation>故事选项：已秘密做出</translation>
    </message>
    <message>
        <source>Story choice: not made yet</source>
        <translation>故事选项：尚未做出</translation>
    </message>
    <message>
        <source>Hand:</source>
        <translation>手牌：</translation>
    </message>
    <message>
        <source>{n} threat</source>
        <translation>{n}点威胁值</translation>
    </message>
    <message>
        <source>Your story choice: {title}</source>
        <translation>你的故事选项：{title}</translation>
    </message>
</context>
<context>
    <name>FirstPuzzles</name>
    <message>
        <source>{who} attempts a puzzle.</source>
        <translation>{who}挑战一个谜题。</translation>
    </message>
    <message>
        <source>A puzzle is under way.</source>
        <translation>一个谜题正在进行中。</translation>
    </message>
</context>
<context>
    <name>FirstWords</name>
    <message>
        <source>Strength</source>
        <extracomment>action type -&gt; group, in the order the bar shows them</extracomment>
        <translation>力量</translation>
    </message>
    <message>
        <source>Dexterity</source>
        <translation>敏捷</translation>
    </message>
    <message>
        <source>Intellect</source>
        <translation>智力</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>运气</translation>
    </message>
    <message>
        <source>Marksmanship</source>
        <translation>精准</translation>
    </message>
    <message>
        <source>Will</source>
        <translation>意志</translation>
    </message>
    <message>
        <source>remaining sanity</source>
        <translation>剩余的神智</translation>
    </message>
    <message>
        <source>remaining health</source>
        <translation>剩余的生命值</translation>
    </message>
    <message>
        <source>horror</source>
        <translation>恐惧</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>伤害</translation>
    </message>
    <message>
        <source>clues</source>
        <translation>线索</translation>
    </message>
    <message>
        <source>items</source>
        <translation>物品</translation>
    </message>
    <message>
        <source>mutations</source>
        <translation>突变标记</translation>
    </message>
    <message>
        <source>skill points</source>
        <translation>技能点</translation>
    </message>
    <message>
        <source>Combat card</source>
        <translation>战斗卡</translation>
    </message>
    <message>
        <source>Exploration card</source>
        <translation>探索卡</translation>
    </message>
    <message>
        <source>Lock card</source>
        <translation>锁闭卡</translation>
    </message>
    <message>
        <source>Obstacle card</source>
        <translation>障碍卡</translation>
    </message>
    <message>
        <source>Mythos card</source>
        <translation>神话卡</translation>
    </message>
    <message>
        <source>Trauma card</source>
        <translation>创伤卡</translation>
    </message>
    <message>
        <source>Side Effect card</source>
        <translation>副作用卡</translation>
    </message>
    <message>
        <source>Keeper action</source>
        <translation>守密人行动</translation>
    </message>
    <message>
        <source>Spell card</source>
        <translation>咒语卡</translation>
    </message>
    <message>
        <source>Starting Item card</source>
        <translation>起始物品卡</translation>
    </message>
    <message>
        <source>Trait card</source>
        <translation>特质卡</translation>
    </message>
    <message>
        <source>Time Period card</source>
        <translation>时空卡</translation>
    </message>
    <message>
        <source>Character card</source>
        <translation>角色卡</translation>
    </message>
    <message>
        <source>Event card</source>
        <translation>事件卡</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>卡牌</translation>
    </message>
    <message>
        <source>Objective card</source>
        <translation>目标卡</translation>
    </message>
    <message>
        <source>Forbidden Alchemy</source>
        <translation>禁忌的炼金术</translation>
    </message>
    <message>
        <source>Keen eye: may look at a monster token&apos;s hidden side</source>
        <translation>敏锐：可以查看怪物标记的隐藏面</translation>
    </message>
    <message>
        <source>Steady: +1 to horror checks</source>
        <translation>沉着：恐惧检定+1</translation>
    </message>
    <message>
        <source>Quick: one more space in each turn&apos;s movement</source>
        <translation>迅捷：每回合移动时多移动1格</translation>
    </message>
    <message>
        <source>Tough: +1 to Strength tests of combat cards</source>
        <translation>坚韧：战斗卡要求的力量检定+1</translation>
    </message>
    <message>
        <source>Lucky: +1 to Luck tests</source>
        <translation>幸运：运气检定+1</translation>
    </message>
    <message>
        <source>bare hands</source>
        <translation>徒手</translation>
    </message>
    <message>
        <source>a melee weapon</source>
        <translation>近战武器</translation>
    </message>
    <message>
        <source>a sharp melee weapon</source>
        <translation>近战锐器</translation>
    </message>
    <message>
        <source>a blunt melee weapon</source>
        <translation>近战钝器</translation>
    </message>
    <message>
        <source>a sharp and blunt melee weapon</source>
        <translation>锐钝近战武器</translation>
    </message>
    <message>
        <source>a firearm</source>
        <translation>枪械</translation>
    </message>
    <message>
        <source>an Attack spell</source>
        <translation>&quot;攻击&quot;咒语</translation>
    </message>
    <message>
        <source>humanoid</source>
        <translation>人形</translation>
    </message>
    <message>
        <source>beast</source>
        <translation>野兽</translation>
    </message>
    <message>
        <source>eldritch</source>
        <translation>邪异</translation>
    </message>
    <message>
        <source>The Keeper&apos;s story choice</source>
        <translation>守密人的故事选项</translation>
    </message>
    <message>
        <source>Investigators&apos; turns</source>
        <translation>调查员回合</translation>
    </message>
    <message>
        <source>The Keeper&apos;s turn</source>
        <translation>守密人回合</translation>
    </message>
    <message>
        <source>The story is over</source>
        <translation>故事已结束</translation>
    </message>
    <message>
        <source>Run (more movement)</source>
        <translation>奔跑（再次移动）</translation>
    </message>
    <message>
        <source>Explore {room}</source>
        <translation>探索{room}</translation>
    </message>
    <message>
        <source>Use {what}</source>
        <translation>使用{what}</translation>
    </message>
    <message>
        <source>Attack {monster} with {weapon}</source>
        <translation>用{weapon}攻击{monster}</translation>
    </message>
    <message>
        <source>Cast {spell}</source>
        <translation>施放{spell}</translation>
    </message>
    <message>
        <source>Use {item}</source>
        <translation>使用{item}</translation>
    </message>
    <message>
        <source>Escape the house</source>
        <translation>逃出宅邸</translation>
    </message>
    <message>
        <source>Leave the Mists (an action)</source>
        <translation>离开迷雾（一个行动）</translation>
    </message>
    <message>
        <source>Leave the Mists (a move)</source>
        <translation>离开迷雾（一次移动）</translation>
    </message>
    <message>
        <source>Leave the Mists</source>
        <translation>离开迷雾</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>结束回合</translation>
    </message>
    <message>
        <source>{who} tests {attribute} ({n} or less)</source>
        <translation>{who}检定{attribute}（{n}或更低）</translation>
    </message>
    <message>
        <source>{attribute} ({n} or less)</source>
        <translation>{attribute}（{n}或更低）</translation>
    </message>
    <message>
        <source>Play {card} ({cost} threat)</source>
        <translation>打出{card}（{cost}点威胁值）</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>放弃</translation>
    </message>
    <message>
        <source>{card} on {who} ({cost} threat)</source>
        <translation>对{who}使用{card}（{cost}点威胁值）</translation>
    </message>
    <message>
        <source>{card} ({cost} threat)</source>
        <translation>{card}（{cost}点威胁值）</translation>
    </message>
    <message>
        <source>{card} of {who}</source>
        <translation>{who}的{card}</translation>
    </message>
    <message>
        <source>End the Keeper&apos;s turn</source>
        <translation>结束守密人回合</translation>
    </message>
    <message>
        <source>{who} makes this test of {attribute}: the d10 must roll {n} or less.</source>
        <translation>由{who}进行这次{attribute}检定：d10须掷出{n}或更低。</translation>
    </message>
    <message>
        <source>Test {attribute}: the d10 must roll {n} or less.</source>
        <translation>进行{attribute}检定：d10须掷出{n}或更低。</translation>
    </message>
    <message>
        <source>Your action: move again as far as your movement step.</source>
        <translation>你的行动：再移动一次，距离与你的移动步骤相同。</translation>
    </message>
    <message>
        <source>Your action: take the top card of this room&apos;s stack (a lock or obstacle must be passed first).</source>
        <translation>你的行动：拿取此房间牌堆顶的卡牌（须先通过锁闭卡或障碍卡）。</translation>
    </message>
    <message>
        <source>Your action: use this token (the story says what happens).</source>
        <translation>你的行动：使用此标记（由故事决定会发生什么）。</translation>
    </message>
    <message>
        <source>Your action: the Keeper draws a combat card for this monster and weapon; its test decides.</source>
        <translation>你的行动：守密人为这个怪物和武器抽一张战斗卡；由其检定决定结果。</translation>
    </message>
    <message>
        <source>Leave the house across the white edge of this room.</source>
        <translation>越过此房间的白色边缘离开宅邸。</translation>
    </message>
    <message>
        <source>Stop hiding in the Mists of Releh.</source>
        <translation>不再藏身于拉勒迷雾中。</translation>
    </message>
    <message>
        <source>End this investigator&apos;s turn.</source>
        <translation>结束这名调查员的回合。</translation>
    </message>
    <message>
        <source>Choose this.</source>
        <translation>选择这一项。</translation>
    </message>
    <message>
        <source>Play no card now.</source>
        <translation>现在不打出卡牌。</translation>
    </message>
    <message>
        <source>Monsters with an investigator in their space attack, then the round ends.</source>
        <translation>与调查员同格的怪物发动攻击，然后本轮结束。</translation>
    </message>
</context>
<context>
    <name>FlowView</name>
    <message>
        <source>never reached</source>
        <translation>永不达到</translation>
    </message>
    <message>
        <source>(no id)</source>
        <translation>（无 ID）</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>无效</translation>
    </message>
    <message>
        <source>never runs</source>
        <translation>永不运行</translation>
    </message>
    <message>
        <source>ending: win</source>
        <translation>结局：获胜</translation>
    </message>
    <message>
        <source>ending: lose</source>
        <translation>结局：失败</translation>
    </message>
    <message>
        <source>Ending {id}: told on a win</source>
        <translation>结局{id}：获胜时宣读</translation>
    </message>
    <message>
        <source>Ending {id}: told on a loss</source>
        <translation>结局{id}：失败时宣读</translation>
    </message>
    <message>
        <source>Never reached: no event that can run ends the game with it.</source>
        <translation>永不达到：没有可运行的事件以此结局结束游戏。</translation>
    </message>
    <message>
        <source>Event {id} is not a valid event yet; the problems list says why.</source>
        <translation>事件{id}还不是有效的事件；原因见问题列表。</translation>
    </message>
    <message>
        <source>Event {id}</source>
        <translation>事件{id}</translation>
    </message>
    <message>
        <source>Trigger: {words}</source>
        <translation>触发条件：{words}</translation>
    </message>
    <message>
        <source>Condition: {words}</source>
        <translation>前提：{words}</translation>
    </message>
    <message>
        <source>Never runs: no event that can run calls it.</source>
        <translation>永不运行：没有可运行的事件调用它。</translation>
    </message>
    <message>
        <source>Never runs: its trigger can never fire.</source>
        <translation>永不运行：其触发条件永远不会成立。</translation>
    </message>
    <message>
        <source>Never runs: its conditions can never all hold.</source>
        <translation>永不运行：其前提永远无法同时成立。</translation>
    </message>
    <message>
        <source>Story choice {choice}: {question}</source>
        <translation>故事选项{choice}：{question}</translation>
    </message>
    <message>
        <source>Option {id}: {title}</source>
        <translation>选项{id}：{title}</translation>
    </message>
    <message>
        <source>If the investigators win: {text}</source>
        <translation>若调查员获胜：{text}</translation>
    </message>
    <message>
        <source>If the Keeper wins: {text}</source>
        <translation>若守密人获胜：{text}</translation>
    </message>
    <message>
        <source>{events} events, {endings} endings; {dead} never run, {lost} never reached</source>
        <translation>{events}个事件，{endings}个结局；{dead}个永不运行，{lost}个永不达到</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>适应窗口</translation>
    </message>
    <message>
        <source>Show the whole flow (the wheel zooms)</source>
        <translation>显示整个流程（滚轮可缩放）</translation>
    </message>
    <message>
        <source>event with a trigger</source>
        <translation>有触发条件的事件</translation>
    </message>
    <message>
        <source>called event</source>
        <translation>被调用的事件</translation>
    </message>
    <message>
        <source>never runs / never reached</source>
        <translation>永不运行 / 永不达到</translation>
    </message>
    <message>
        <source>win ending</source>
        <translation>获胜结局</translation>
    </message>
    <message>
        <source>lose ending</source>
        <translation>失败结局</translation>
    </message>
    <message>
        <source>story option (first edition)</source>
        <translation>故事选项中的选项（第一版）</translation>
    </message>
    <message>
        <source>Arrows: solid - calls (pass, fail, ...); dashed - makes its trigger or conditions possible; to an ending - ends the game</source>
        <translation>箭头：实线 - 调用（通过、失败...）；虚线 - 使其触发条件或前提得以成立；指向结局 - 结束游戏</translation>
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
        <source>Draw a piece ({n} {n|action|actions})</source>
        <translation>抽取板块（{n}次行动）</translation>
    </message>
    <message>
        <source>Send the drawn piece back</source>
        <translation>放回抽到的板块</translation>
    </message>
</context>
<context>
    <name>GroupedButtonBar</name>
    <message>
        <source>{label} ({n})</source>
        <translation>{label}（{n}）</translation>
    </message>
</context>
<context>
    <name>Introduction</name>
    <message>
        <source>Read the Introduction</source>
        <translation>阅读开场介绍</translation>
    </message>
    <message>
        <source>Read the scenario&apos;s introduction again</source>
        <translation>再次阅读剧本的开场介绍</translation>
    </message>
</context>
<context>
    <name>InvestigatorCard</name>
    <message>
        <source>eliminated</source>
        <translation>已淘汰</translation>
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
        <source>{who} is taking a turn, in {where}.</source>
        <translation>{who}正在进行回合，位于{where}。</translation>
    </message>
    <message>
        <source>{who}, in {where}.</source>
        <translation>{who}，位于{where}。</translation>
    </message>
    <message>
        <source>Has acted this round.</source>
        <translation>本轮已行动。</translation>
    </message>
    <message>
        <source>Has not acted yet this round.</source>
        <translation>本轮尚未行动。</translation>
    </message>
    <message>
        <source>Health {left}/{max} · Sanity {sleft}/{smax} · Clues {clues}</source>
        <translation>生命值{left}/{max} · 神智{sleft}/{smax} · 线索{clues}</translation>
    </message>
    <message>
        <source>Health and sanity left of the most this investigator has. Each Damage card takes one health, each Horror card one sanity; at none left the investigator is wounded or goes insane. Clues turn investigation results into successes.</source>
        <translation>这名调查员剩余的生命值和神智，以及其上限。每张伤害卡扣除1点生命值，每张恐惧卡扣除1点神智；降到0时调查员重伤或陷入疯狂。线索可将调查结果变为成功。</translation>
    </message>
    <message>
        <source>{skill}: {n} {n|die|dice} in a {skill} test, before modifiers.</source>
        <translation>{skill}：{skill}检定中掷{n}颗骰子（未计修正）。</translation>
    </message>
    <message>
        <source>{who}&apos;s ability</source>
        <translation>{who}的能力</translation>
    </message>
    <message>
        <source>{who}&apos;s cards: click one, or rest the mouse on it, to read it large</source>
        <translation>{who}的卡牌：点击一张，或将鼠标停在上面，即可放大阅读</translation>
    </message>
</context>
<context>
    <name>KeeperBanner</name>
    <message>
        <source>Continue</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Show the next step of the Keeper&apos;s turn</source>
        <translation>显示守密人回合的下一步</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>跳过</translation>
    </message>
    <message>
        <source>Show the rest of the Keeper&apos;s turn at once</source>
        <translation>立即显示守密人回合的其余部分</translation>
    </message>
    <message>
        <source>The Keeper&apos;s monsters, one at a time (the pace is set in the side panel)</source>
        <translation>守密人的怪物逐个行动（速度在侧面板中设置）</translation>
    </message>
</context>
<context>
    <name>ListEditor</name>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>下移</translation>
    </message>
</context>
<context>
    <name>ListSection</name>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Rename id…</source>
        <translation>重命名 ID…</translation>
    </message>
    <message>
        <source>Rename id</source>
        <translation>重命名 ID</translation>
    </message>
    <message>
        <source>New id:</source>
        <translation>新 ID：</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>重命名%1</translation>
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
        <source>A new game of {title} begins.</source>
        <translation>新的一局《{title}》开始了。</translation>
    </message>
    <message>
        <source>Resumed a saved game after {n} {n|action|actions}.</source>
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
        <source>Burn a card from your discard pile</source>
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
        <source>{gold} Gold or {cards} {cards|card|cards}</source>
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
    <message>
        <source>more: hover or Space</source>
        <extracomment>the title band of a card, and the taller boxes a long name takes (fractions of the card) two lines, then three (the number under a corner icon stays in sight) the paper label of a card&apos;s frame, where its type and text go (fractions of the card); a wider box reaching the label&apos;s edges, and a taller paper panel over the bottom of the picture, for words the label does not hold whole at a size that reads</extracomment>
        <translation>详情：悬停或按空格</translation>
    </message>
    <message>
        <source>more: Space</source>
        <translation>详情：空格</translation>
    </message>
    <message>
        <source>more</source>
        <translation>详情</translation>
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
        <source>The Reagent Search deck: {n} {n|card|cards}. Searching takes its top card into your discard pile for free.</source>
        <translation>试剂搜寻牌堆：{n}张牌。搜寻时免费拿取牌堆顶的一张牌，放入你的弃牌堆。</translation>
    </message>
    <message>
        <source>The Research deck: {n} {n|card|cards}.</source>
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
        <source>experiment</source>
        <translation>实验中</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>你的手牌</translation>
    </message>
    <message>
        <source>{n} {n|card|cards}</source>
        <translation>{n}张牌</translation>
    </message>
    <message>
        <source>Draw pile: {n} {n|card|cards}, face down.</source>
        <translation>抽牌堆：{n}张牌，面朝下。</translation>
    </message>
    <message>
        <source>Discard pile: {n} {n|card|cards}.</source>
        <translation>弃牌堆：{n}张牌。</translation>
    </message>
    <message>
        <source>{seat}&apos;s hand: {n} {n|card|cards}.</source>
        <translation>{seat}的手牌：{n}张牌。</translation>
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
</context>
<context>
    <name>MagnumOpusTable</name>
    <message>
        <source>{seat} (a bot) plays</source>
        <translation>{seat}（电脑）行动中</translation>
    </message>
    <message>
        <source>It cannot go there.</source>
        <translation>它不能放到那里。</translation>
    </message>
    <message>
        <source>Round {round} (the final round): {seat}&apos;s turn</source>
        <translation>第{round}轮（最后一轮）：{seat}的回合</translation>
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
        <source>Showing what {seat} did…</source>
        <translation>正在展示{seat}的行动……</translation>
    </message>
    <message>
        <source>{seat} (a bot) is thinking…</source>
        <translation>{seat}（电脑玩家）正在思考…</translation>
    </message>
    <message>
        <source>Waiting for {seat}.</source>
        <translation>等待{seat}。</translation>
    </message>
    <message>
        <source>Cost {n} Gold</source>
        <translation>费用{n}金币</translation>
    </message>
    <message>
        <source>Volatility {n}</source>
        <translation>挥发度{n}</translation>
    </message>
    <message>
        <source>Modifier {n}</source>
        <translation>修正值{n}</translation>
    </message>
    <message>
        <source>Gold only on a roll of {n} or more</source>
        <translation>仅在掷出{n}或以上时获得金币</translation>
    </message>
    <message>
        <source>{gold} Gold or {cards} {cards|card|cards}</source>
        <translation>{gold}金币或{cards}张牌</translation>
    </message>
    <message>
        <source>May go on the Table</source>
        <translation>可放上工作台</translation>
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
        <source>{game} (debug game)</source>
        <translation>{game}（调试游戏）</translation>
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
        <source>{who}&apos;s turn: {n} {n|action|actions} left</source>
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
        <source>The Keeper&apos;s turn goes on over the board: Continue or Skip there.</source>
        <translation>守密人的回合仍在棋盘上进行：请在那里点“继续”或“跳过”。</translation>
    </message>
    <message>
        <source>The Keeper&apos;s turn goes on over the board: Continue there.</source>
        <translation>守密人的回合仍在棋盘上进行：请在那里点“继续”。</translation>
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
    <message>
        <source>Set fire to your own space? Click again</source>
        <translation>要在你自己所在的区域放火吗？再点一次确认</translation>
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
    <name>MansionsHand</name>
    <message>
        <source>Item</source>
        <translation>物品</translation>
    </message>
    <message>
        <source>Spell</source>
        <translation>咒语</translation>
    </message>
    <message>
        <source>Damage card</source>
        <translation>伤害卡</translation>
    </message>
    <message>
        <source>Horror card</source>
        <translation>恐惧卡</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Card kept</source>
        <translation>保留的卡牌</translation>
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
        <source>Kept</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>A face-down {kind}</source>
        <translation>一张面朝下的{kind}</translation>
    </message>
</context>
<context>
    <name>MansionsPuzzles</name>
    <message>
        <source>{who} works on a puzzle: {story}</source>
        <translation>{who}正在解谜：{story}</translation>
    </message>
</context>
<context>
    <name>MansionsSetup</name>
    <message>
        <source>Scenario</source>
        <translation>剧本</translation>
    </message>
    <message>
        <source>Investigators</source>
        <translation>调查员</translation>
    </message>
    <message>
        <source>Adds, in the scenarios that use them: alchemy puzzles, borders only flying monsters cross, and escapes across white edges. Push, Set fire and Steal are part of every second-edition turn here, whatever this switch says.</source>
        <translation>在用到它们的剧本中加入：炼金术谜题、只有飞行怪物能越过的边界，以及从白色边缘撤离。推动、纵火和偷窃在这里始终属于第二版的每个回合，与此开关无关。</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>First edition (Forbidden Alchemy)</source>
        <translation>第一版（禁忌的炼金术）</translation>
    </message>
    <message>
        <source>Second edition</source>
        <translation>第二版</translation>
    </message>
    <message>
        <source>Open a scenario file...</source>
        <translation>打开剧本文件…</translation>
    </message>
    <message>
        <source>Add a scenario file (.json) from anywhere on disk; it is checked first and remembered with the recently opened ones</source>
        <translation>从磁盘任意位置加入一个剧本文件（.json）；先检查它，再记入最近打开的剧本</translation>
    </message>
    <message>
        <source>{title} (file {name})</source>
        <translation>{title}（文件 {name}）</translation>
    </message>
    <message>
        <source>{n} investigators</source>
        <translation>{n}名调查员</translation>
    </message>
    <message>
        <source>{a} to {b} investigators</source>
        <translation>{a}至{b}名调查员</translation>
    </message>
    <message>
        <source>Difficulty: {d}</source>
        <translation>难度：{d}</translation>
    </message>
    <message>
        <source>About {n} minutes</source>
        <translation>约{n}分钟</translation>
    </message>
    <message>
        <source>Opened from {path}</source>
        <translation>打开自 {path}</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>力量</translation>
    </message>
    <message>
        <source>Dexterity</source>
        <translation>敏捷</translation>
    </message>
    <message>
        <source>Intellect</source>
        <translation>智力</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>运气</translation>
    </message>
    <message>
        <source>Marksmanship</source>
        <translation>精准</translation>
    </message>
    <message>
        <source>Will</source>
        <translation>意志</translation>
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
        <source>Health {h}, Sanity {s}</source>
        <translation>生命{h}，神智{s}</translation>
    </message>
    <message>
        <source>{name}: {facts}</source>
        <translation>{name}：{facts}</translation>
    </message>
    <message>
        <source>Click up to {n} {n|portrait|portraits}: they take the seats in order; a seat left open gets a random investigator.</source>
        <translation>最多点击{n}{n|幅|幅}肖像：按顺序坐入各个座位；空着的座位随机分配调查员。</translation>
    </message>
    <message>
        <source>seat {n}</source>
        <translation>座位{n}</translation>
    </message>
    <message>
        <source>Open a scenario file</source>
        <translation>打开剧本文件</translation>
    </message>
    <message>
        <source>Scenario files (*.json)</source>
        <translation>剧本文件 (*.json)</translation>
    </message>
    <message>
        <source>{path}: not a scenario file (.json)</source>
        <translation>{path}：不是剧本文件（.json）</translation>
    </message>
    <message>
        <source>This scenario cannot be played</source>
        <translation>无法游玩这个剧本</translation>
    </message>
    <message>
        <source>{name} was not added:</source>
        <translation>未加入 {name}：</translation>
    </message>
</context>
<context>
    <name>MansionsSetupDialog</name>
    <message>
        <source>Person</source>
        <translation>真人玩家</translation>
    </message>
    <message>
        <source>Bot: {level}</source>
        <translation>电脑玩家：{level}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Rule &amp;profile</source>
        <translation>规则版本(&amp;P)</translation>
    </message>
    <message>
        <source>Second edition: the app is the Keeper</source>
        <translation>第二版：应用担任守密人</translation>
    </message>
    <message>
        <source>First edition with Forbidden Alchemy: a Keeper seat</source>
        <translation>第一版与禁忌的炼金术：设有守密人座位</translation>
    </message>
    <message>
        <source>Second edition plays with eight-sided dice and the app as Keeper. First edition plays d10 tests against a Keeper: a person at this screen or the Keeper bot.</source>
        <translation>第二版使用八面骰，由应用担任守密人。第一版以十面骰检定对抗守密人：守密人可以是同一屏幕前的真人玩家，也可以是守密人电脑玩家。</translation>
    </message>
    <message>
        <source>Number of investigators</source>
        <translation>调查员人数</translation>
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
        <source>Round {n}</source>
        <translation>第{n}轮</translation>
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
        <extracomment>action type -&gt; group, in the order the bar shows the groups (a puzzle&apos;s moves are its view&apos;s, over the board: no group)</extracomment>
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
        <source>the {room}</source>
        <translation>{room}</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>Explore</source>
        <translation>探索</translation>
    </message>
    <message>
        <source>Interact</source>
        <translation>互动</translation>
    </message>
    <message>
        <source>Search {place}</source>
        <translation>搜索{place}</translation>
    </message>
    <message>
        <source>Explore {place}</source>
        <translation>探索{place}</translation>
    </message>
    <message>
        <source>Interact in {place}</source>
        <translation>在{place}互动</translation>
    </message>
    <message>
        <source>Search: {thing}</source>
        <translation>搜索：{thing}</translation>
    </message>
    <message>
        <source>Explore: {thing}</source>
        <translation>探索：{thing}</translation>
    </message>
    <message>
        <source>Interact: {thing}</source>
        <translation>互动：{thing}</translation>
    </message>
    <message>
        <source>Search: {thing} in {place}</source>
        <translation>搜索：{place}的{thing}</translation>
    </message>
    <message>
        <source>Explore: {thing} in {place}</source>
        <translation>探索：{place}的{thing}</translation>
    </message>
    <message>
        <source>Interact: {thing} in {place}</source>
        <translation>互动：{place}的{thing}</translation>
    </message>
    <message>
        <source>Push {who} left into {where}</source>
        <translation>将{who}向左推入{where}</translation>
    </message>
    <message>
        <source>Push {who} right into {where}</source>
        <translation>将{who}向右推入{where}</translation>
    </message>
    <message>
        <source>Push {who} up into {where}</source>
        <translation>将{who}向上推入{where}</translation>
    </message>
    <message>
        <source>Push {who} down into {where}</source>
        <translation>将{who}向下推入{where}</translation>
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
        <source>Trade: pick up what lies here</source>
        <translation>交易：拾起此处的物品</translation>
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
        <source>Choose {who} to test: {skill} {value}, {n} {n|die|dice}</source>
        <translation>选择{who}进行检定：{skill} {value}，{n}颗骰子</translation>
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
</context>
<context>
    <name>MapCanvas</name>
    <message>
        <source>Drag a tile from the palette onto the map. R or the wheel turns it.</source>
        <translation>从面板把地图板块拖到地图上。按 R 键或滚动滚轮可旋转它。</translation>
    </message>
    <message>
        <source>Investigators start</source>
        <translation>调查员起点</translation>
    </message>
    <message>
        <source>There is no tile {tile} in the library.</source>
        <translation>板块库中没有地图板块{tile}。</translation>
    </message>
    <message>
        <source>Placing {name}: R or the wheel turns it, a click places it, Esc cancels.</source>
        <translation>正在放置{name}：按 R 键或滚动滚轮旋转，单击放置，按 Esc 取消。</translation>
    </message>
    <message>
        <source>Cannot lie here: {why}</source>
        <translation>不能放在这里：{why}</translation>
    </message>
    <message>
        <source>Fits here.</source>
        <translation>可以放在这里。</translation>
    </message>
    <message>
        <source>Not placed: {why}</source>
        <translation>未放置：{why}</translation>
    </message>
    <message>
        <source>Placed.</source>
        <translation>已放置。</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>Cannot turn it here: {why}</source>
        <translation>无法在此旋转：{why}</translation>
    </message>
    <message>
        <source>Remove tile</source>
        <translation>移除地图板块</translation>
    </message>
    <message>
        <source>Remove token</source>
        <translation>移除标记</translation>
    </message>
    <message>
        <source>Remove monster</source>
        <translation>移除怪物</translation>
    </message>
    <message>
        <source>Click a space to place it; Esc cancels.</source>
        <translation>单击一个格子即可放置；按 Esc 取消。</translation>
    </message>
    <message>
        <source>In {space}</source>
        <translation>位于{space}</translation>
    </message>
    <message>
        <source>Drop it in a space of the map.</source>
        <translation>请把它放到地图上的一个格子里。</translation>
    </message>
    <message>
        <source>Not moved: {why}</source>
        <translation>未移动：{why}</translation>
    </message>
    <message>
        <source>As the tile shows it</source>
        <translation>按地图板块所示</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>开放</translation>
    </message>
    <message>
        <source>Locked</source>
        <translation>上锁</translation>
    </message>
    <message>
        <source>Sealed</source>
        <translation>封闭</translation>
    </message>
    <message>
        <source>Add a secret passage from here</source>
        <translation>从这里添加密道</translation>
    </message>
    <message>
        <source>Rotate tile</source>
        <translation>旋转地图板块</translation>
    </message>
    <message>
        <source>Click the space the secret passage leads to; Esc cancels.</source>
        <translation>单击密道通往的格子；按 Esc 取消。</translation>
    </message>
    <message>
        <source>Click a space of the map.</source>
        <translation>请单击地图上的一个格子。</translation>
    </message>
    <message>
        <source>No passage: {why}</source>
        <translation>未添加密道：{why}</translation>
    </message>
    <message>
        <source>Secret passage added.</source>
        <translation>已添加密道。</translation>
    </message>
</context>
<context>
    <name>MapEditor</name>
    <message>
        <source>north</source>
        <translation>北</translation>
    </message>
    <message>
        <source>east</source>
        <translation>东</translation>
    </message>
    <message>
        <source>south</source>
        <translation>南</translation>
    </message>
    <message>
        <source>west</source>
        <translation>西</translation>
    </message>
    <message>
        <source>Click to take away the impassable border between {a} and {b}.</source>
        <translation>点击以取消 {a} 与 {b} 之间的不可通过的边界。</translation>
    </message>
    <message>
        <source>Click to make the edge between {a} and {b} an impassable border.</source>
        <translation>点击把 {a} 与 {b} 之间的边设为不可通过的边界。</translation>
    </message>
    <message>
        <source>Click to take away the escape edge on the {side} side of {space}.</source>
        <translation>点击以取消 {space} {side}侧的撤离边。</translation>
    </message>
    <message>
        <source>Click to mark an escape edge on the {side} side of {space}.</source>
        <translation>点击在 {space} 的{side}侧标出撤离边。</translation>
    </message>
    <message>
        <source>Not marked: {why}</source>
        <translation>未标记：{why}</translation>
    </message>
    <message>
        <source>The border is open again.</source>
        <translation>这条边重新可以通过了。</translation>
    </message>
    <message>
        <source>Impassable border marked.</source>
        <translation>已标出不可通过的边界。</translation>
    </message>
    <message>
        <source>The escape edge is taken away.</source>
        <translation>已取消撤离边。</translation>
    </message>
    <message>
        <source>Escape edge marked.</source>
        <translation>已标出撤离边。</translation>
    </message>
    <message>
        <source>Block the edge to {space}</source>
        <translation>封住通往 {space} 的边</translation>
    </message>
    <message>
        <source>Mark escape edge ({side})</source>
        <translation>标出撤离边（{side}）</translation>
    </message>
    <message>
        <source>Fix this tile&apos;s JSON first: it needs an id, a tile and a place (at).</source>
        <translation>请先修正这块地图板块的 JSON：它需要 id、板块和位置（at）。</translation>
    </message>
    <message>
        <source>Fix the file&apos;s JSON first: {why}</source>
        <translation>请先修正文件的 JSON：{why}</translation>
    </message>
    <message>
        <source>Place tile {name}</source>
        <translation>放置地图板块{name}</translation>
    </message>
    <message>
        <source>Move tile</source>
        <translation>移动地图板块</translation>
    </message>
    <message>
        <source>Rotate tile</source>
        <translation>旋转地图板块</translation>
    </message>
    <message>
        <source>No such tile: {tile}</source>
        <translation>没有这块地图板块：{tile}</translation>
    </message>
    <message>
        <source>Remove tile</source>
        <translation>移除地图板块</translation>
    </message>
    <message>
        <source>Set door</source>
        <translation>设置门</translation>
    </message>
    <message>
        <source>A secret passage joins two different spaces.</source>
        <translation>密道连接两个不同的格子。</translation>
    </message>
    <message>
        <source>Add a secret passage</source>
        <translation>添加密道</translation>
    </message>
    <message>
        <source>Move the investigators&apos; start</source>
        <translation>移动调查员的起点</translation>
    </message>
    <message>
        <source>A lock or barricade lies on a door: drop it on one.</source>
        <translation>锁或路障放在门上：请把它拖到一扇门上。</translation>
    </message>
    <message>
        <source>Drop the token in a space of the map.</source>
        <translation>请把标记放进地图上的一个格子。</translation>
    </message>
    <message>
        <source>Place objective token</source>
        <translation>放置目标标记</translation>
    </message>
    <message>
        <source>Place {kind} token</source>
        <translation>放置{kind}标记</translation>
    </message>
    <message>
        <source>Place monster {monster}</source>
        <translation>放置怪物{monster}</translation>
    </message>
    <message>
        <source>Drop it in a space of the map.</source>
        <translation>请把它放进地图上的一个格子。</translation>
    </message>
    <message>
        <source>Move {id}</source>
        <translation>移动{id}</translation>
    </message>
    <message>
        <source>Unblock the edge</source>
        <translation>打通这条边</translation>
    </message>
    <message>
        <source>Unmark the escape edge</source>
        <translation>取消撤离边</translation>
    </message>
    <message>
        <source>Block the edge</source>
        <translation>封住这条边</translation>
    </message>
    <message>
        <source>Mark an escape edge</source>
        <translation>标出撤离边</translation>
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
        <source>Turn {n}</source>
        <translation>第{n}回合</translation>
    </message>
    <message>
        <source>Summon Points {s}, Mythos Points {m}, after {n} {n|turn|turns}.</source>
        <translation>召唤点数{s}，神话点数{m}，共进行{n}回合。</translation>
    </message>
    <message>
        <source>Reveal: {place}</source>
        <translation>揭示：{place}</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>揭示</translation>
    </message>
    <message>
        <source>{seat} (a bot) plays</source>
        <translation>{seat}（电脑）行动中</translation>
    </message>
    <message>
        <source>Cleanup</source>
        <translation>清理阶段</translation>
    </message>
    <message>
        <source>{placed} {placed|card|cards} placed, at least {need}</source>
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
        <source>Showing what happened…</source>
        <translation>正在展示刚才发生的事……</translation>
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
    <name>MonsterCard</name>
    <message>
        <source>health {left}/{h} · horror {horror}</source>
        <translation>生命值{left}/{h} · 恐惧{horror}</translation>
    </message>
    <message>
        <source>flying</source>
        <translation>飞行</translation>
    </message>
    <message>
        <source>{name} ({where})</source>
        <translation>{name}（{where}）</translation>
    </message>
    <message>
        <source>Health: {h} ({d} damage taken)</source>
        <translation>生命值：{h}（已受{d}点伤害）</translation>
    </message>
    <message>
        <source>Horror: {n} (the horror check against it)</source>
        <translation>恐惧：{n}（针对它的恐惧检定）</translation>
    </message>
    <message>
        <source>Awareness: {n} (evading it)</source>
        <translation>警觉：{n}（回避它）</translation>
    </message>
    <message>
        <source>Brawn: {n} (dice against a barricade)</source>
        <translation>蛮力：{n}（对抗路障的骰子数）</translation>
    </message>
    <message>
        <source>Flying: it passes over what stops others.</source>
        <translation>飞行：它能越过阻挡其他怪物的障碍。</translation>
    </message>
    <message>
        <source>the nearest investigator</source>
        <translation>最近的调查员</translation>
    </message>
    <message>
        <source>the farthest investigator</source>
        <translation>最远的调查员</translation>
    </message>
    <message>
        <source>the investigator with the least health left</source>
        <translation>剩余生命值最少的调查员</translation>
    </message>
    <message>
        <source>the investigator with the least sanity left</source>
        <translation>剩余神智最少的调查员</translation>
    </message>
    <message>
        <source>Each Monster step it moves up to {n} {n|space|spaces} toward {target}</source>
        <translation>每个怪物步骤中，它朝{target}移动至多{n}格</translation>
    </message>
    <message>
        <source>and attacks from within range.</source>
        <translation>并在范围内发动攻击。</translation>
    </message>
    <message>
        <source>and attacks in its target&apos;s space.</source>
        <translation>并在目标所在格子中发动攻击。</translation>
    </message>
    <message>
        <source>With {n} health left or less it backs away instead.</source>
        <translation>剩余生命值不超过{n}时，它改为后退。</translation>
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
    <name>NewScenarioDialog</name>
    <message>
        <source>A blank map</source>
        <translation>空白地图</translation>
    </message>
    <message>
        <source>A copy of “{title}”</source>
        <translation>“{title}”的副本</translation>
    </message>
    <message>
        <source>New Scenario</source>
        <translation>新建剧本</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>规则：</translation>
    </message>
    <message>
        <source>Second edition: the app is the Keeper</source>
        <translation>第二版：由应用担任守密人</translation>
    </message>
    <message>
        <source>First edition with Forbidden Alchemy: the Keeper is a bot or a person</source>
        <translation>第一版与禁忌的炼金术：守密人由电脑玩家或真人玩家担任</translation>
    </message>
    <message>
        <source>Start from:</source>
        <translation>基于：</translation>
    </message>
</context>
<context>
    <name>ObjectivesSection</name>
    <message>
        <source>Change the starting objective</source>
        <translation>更改起始目标</translation>
    </message>
    <message>
        <source>The story starts with</source>
        <translation>故事开始时的目标</translation>
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
    <name>PaceBanner</name>
    <message>
        <source>Continue</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Show the next step</source>
        <translation>显示下一步</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>跳过</translation>
    </message>
    <message>
        <source>Show the rest at once</source>
        <translation>立刻显示其余部分</translation>
    </message>
    <message>
        <source>What the other seats did and what a reveal did, one step at a time (the pace is in Preferences)</source>
        <translation>其他座位的行动与揭示的结果，一步一步展示（节奏在“偏好设置”中调整）</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>逐步显示</translation>
    </message>
    <message>
        <source>Normal pace</source>
        <translation>正常节奏</translation>
    </message>
    <message>
        <source>Fast pace</source>
        <translation>快速节奏</translation>
    </message>
    <message>
        <source>All at once</source>
        <translation>一次全部显示</translation>
    </message>
    <message>
        <source>The pace of every table</source>
        <translation>所有牌桌共用的节奏</translation>
    </message>
</context>
<context>
    <name>PhaseBar</name>
    <message>
        <source>Choose one of {n}…</source>
        <translation>从{n}项中选一项…</translation>
    </message>
    <message>
        <source>More choices ({n})…</source>
        <translation>更多选项（{n}项）…</translation>
    </message>
</context>
<context>
    <name>PieceInspector</name>
    <message>
        <source>Click a tile, a piece or a marked edge on the map to see its properties.</source>
        <translation>点击地图上的地图板块、配件或已标记的边，查看它的属性。</translation>
    </message>
    <message>
        <source>Tile {id}</source>
        <translation>地图板块{id}</translation>
    </message>
    <message>
        <source>Token {id}</source>
        <translation>标记{id}</translation>
    </message>
    <message>
        <source>Monster {id}</source>
        <translation>怪物{id}</translation>
    </message>
    <message>
        <source>Edge mark</source>
        <translation>边的标记</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>地图板块</translation>
    </message>
    <message>
        <source>Change tile</source>
        <translation>更换地图板块</translation>
    </message>
    <message>
        <source>Rotation</source>
        <translation>旋转角度</translation>
    </message>
    <message>
        <source>Rotate tile</source>
        <translation>旋转地图板块</translation>
    </message>
    <message>
        <source>Revealed at the start</source>
        <translation>开局时已揭示</translation>
    </message>
    <message>
        <source>Reveal at the start</source>
        <translation>开局时揭示</translation>
    </message>
    <message>
        <source>Hide at the start</source>
        <translation>开局时隐藏</translation>
    </message>
    <message>
        <source>Not changed: {why}</source>
        <translation>未改动：{why}</translation>
    </message>
    <message>
        <source>Not renamed: {why}</source>
        <translation>未重命名：{why}</translation>
    </message>
    <message>
        <source>Rename tile</source>
        <translation>重命名地图板块</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>种类</translation>
    </message>
    <message>
        <source>Change token kind</source>
        <translation>更改标记种类</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Change token label</source>
        <translation>更改标记标签</translation>
    </message>
    <message>
        <source>On the map at the start</source>
        <translation>开局时在地图上</translation>
    </message>
    <message>
        <source>Place at the start</source>
        <translation>开局时放置</translation>
    </message>
    <message>
        <source>Keep off the map at the start</source>
        <translation>开局时不放在地图上</translation>
    </message>
    <message>
        <source>Door</source>
        <translation>门</translation>
    </message>
    <message>
        <source>Move {id}</source>
        <translation>移动{id}</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>格子</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>怪物</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Rename monster</source>
        <translation>重命名怪物</translation>
    </message>
    <message>
        <source>Change health</source>
        <translation>更改生命值</translation>
    </message>
    <message>
        <source>Health per investigator</source>
        <translation>每名调查员增加的生命值</translation>
    </message>
    <message>
        <source>Impassable border: investigators and walking monsters do not cross it; flying monsters do</source>
        <translation>不可通过的边界：调查员和步行的怪物不能越过，飞行怪物可以</translation>
    </message>
    <message>
        <source>Between</source>
        <translation>位于</translation>
    </message>
    <message>
        <source>Escape edge: the way out of the house when the story asks to escape</source>
        <translation>撤离边：剧情要求撤离时离开宅邸的出口</translation>
    </message>
    <message>
        <source>{space}, {side} side</source>
        <translation>{space}，{side}侧</translation>
    </message>
    <message>
        <source>Take the mark away</source>
        <translation>取消这个标记</translation>
    </message>
    <message>
        <source>Change monster</source>
        <translation>更换怪物</translation>
    </message>
</context>
<context>
    <name>PiecePalette</name>
    <message>
        <source>Tokens</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>怪物</translation>
    </message>
    <message>
        <source>{name} (in this scenario)</source>
        <translation>{name}（本剧本）</translation>
    </message>
    <message>
        <source>Investigators</source>
        <translation>调查员</translation>
    </message>
    <message>
        <source>Investigators start</source>
        <translation>调查员起点</translation>
    </message>
    <message>
        <source>Objective tokens</source>
        <translation>目标标记</translation>
    </message>
    <message>
        <source>Objective token: {objective}</source>
        <translation>目标标记：{objective}</translation>
    </message>
</context>
<context>
    <name>PlotBoard</name>
    <message>
        <source>nobody</source>
        <translation>无人</translation>
    </message>
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
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>偏好设置</translation>
    </message>
    <message>
        <source>The language of menus, tables, cards and the rules reference. It changes at once, also mid-game.</source>
        <translation>菜单、桌面、卡牌和规则参考所用的语言。立即生效，游戏中途也可更改。</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>one by one</source>
        <translation>逐个</translation>
    </message>
    <message>
        <source>step by step (Continue)</source>
        <translation>逐步（按“继续”）</translation>
    </message>
    <message>
        <source>one by one, fast</source>
        <translation>逐个，快速</translation>
    </message>
    <message>
        <source>all at once</source>
        <translation>一次全部</translation>
    </message>
    <message>
        <source>How the other seats&apos; turns are shown, at every table: the Keeper&apos;s monsters, a bot&apos;s actions, a reveal. Step by step: each waits for Continue. One by one: each on its own, with a pause. Fast: shorter pauses. All at once: no pauses.</source>
        <translation>在每张桌上，其他席位的回合如何显示：守密人的怪物、机器人的行动、一次揭示。逐步：每一步都等你按“继续”。逐个：每一步单独显示，并稍作停顿。快速：停顿更短。一次全部：不停顿。</translation>
    </message>
    <message>
        <source>Other &amp;turns:</source>
        <translation>其他回合(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>ProblemList</name>
    <message>
        <source>No problems: the scenario can be played.</source>
        <translation>没有问题：此剧本可以游玩。</translation>
    </message>
    <message>
        <source>{n} {n|problem|problems}: click one to see where it is.</source>
        <translation>发现{n}个问题：点击任一问题即可查看其位置。</translation>
    </message>
    <message>
        <source>(checking…)</source>
        <translation>（检查中…）</translation>
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
    <name>PuzzleHost</name>
    <message>
        <source>Back to the table (Esc)</source>
        <translation>返回牌桌（Esc）</translation>
    </message>
    <message>
        <source>The attempt is over; the game goes on from here.</source>
        <translation>挑战已结束；游戏从这里继续。</translation>
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
    <name>ResultScreen</name>
    <message>
        <source>The investigators win</source>
        <translation>调查员获胜</translation>
    </message>
    <message>
        <source>The Keeper wins</source>
        <translation>守密人获胜</translation>
    </message>
    <message>
        <source>Everyone loses</source>
        <translation>所有人都失败了</translation>
    </message>
    <message>
        <source>No epilogue is read.</source>
        <translation>不朗读结语。</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>查看牌桌</translation>
    </message>
    <message>
        <source>Put the epilogue away; the game stays over.</source>
        <translation>收起结语；游戏保持结束状态。</translation>
    </message>
    <message>
        <source>The round limit ran out.</source>
        <translation>轮数上限已到。</translation>
    </message>
    <message>
        <source>No investigator is left in the story.</source>
        <translation>故事中已没有调查员。</translation>
    </message>
    <message>
        <source>The investigators carry enough mutations.</source>
        <translation>调查员身上的突变标记已足够多。</translation>
    </message>
    <message>
        <source>The Warden walked out by the back path.</source>
        <translation>典狱长从后方小径走了出去。</translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>{game} (debug game)</source>
        <translation>{game}（调试游戏）</translation>
    </message>
    <message>
        <source>bot</source>
        <translation>机器人</translation>
    </message>
    <message>
        <source>person</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>not told</source>
        <translation>未说明</translation>
    </message>
    <message>
        <source>not told by this game</source>
        <translation>此游戏不提供</translation>
    </message>
    <message>
        <source>round {n}</source>
        <translation>第{n}轮</translation>
    </message>
    <message>
        <source>turn {n}</source>
        <translation>第{n}回合</translation>
    </message>
    <message>
        <source>damaged, cannot be resumed</source>
        <translation>已损坏，无法继续</translation>
    </message>
    <message>
        <source>open in another window</source>
        <translation>已在另一个窗口中打开</translation>
    </message>
    <message>
        <source>on the table in this window</source>
        <translation>正在本窗口的桌上</translation>
    </message>
    <message>
        <source>finished, result not seen yet</source>
        <translation>已结束，尚未查看结果</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>已中断</translation>
    </message>
    <message>
        <source>This file cannot be resumed: {reason}
You can delete it.</source>
        <translation>此文件无法继续：{reason}
你可以删除它。</translation>
    </message>
    <message>
        <source>This game is open in another Elder Table window; play it there.</source>
        <translation>这局游戏已在另一个 Elder Table 窗口中打开，请在那里继续。</translation>
    </message>
    <message>
        <source>This game is on the table in this window.</source>
        <translation>这局游戏正在本窗口的桌上。</translation>
    </message>
    <message>
        <source>Resume this game where it stopped ({path})</source>
        <translation>从中断处继续这局游戏（{path}）</translation>
    </message>
    <message>
        <source>Delete the interrupted game?</source>
        <translation>删除中断的游戏吗？</translation>
    </message>
    <message>
        <source>Delete {game} for good? It cannot be resumed afterwards.</source>
        <translation>永久删除{game}吗？删除后将无法继续。</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>Interrupted games</source>
        <translation>中断的游戏</translation>
    </message>
    <message>
        <source>These games were interrupted. Resume one where it stopped, or delete one you no longer want.</source>
        <translation>这些游戏被中断了。可以从中断处继续其中一局，或删除不再需要的游戏。</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>剧本</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>操作数</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>上次游玩</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>继续(&amp;R)</translation>
    </message>
    <message>
        <source>Continue the chosen game where it stopped (Enter)</source>
        <translation>从中断处继续所选的游戏（Enter）</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>删除(&amp;D)…</translation>
    </message>
    <message>
        <source>Delete the chosen game&apos;s autosave, after asking (Delete)</source>
        <translation>确认后删除所选游戏的自动存档（Delete）</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>暂不</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Keep every game for later (Escape)</source>
        <translation>保留所有游戏以后再玩（Escape）</translation>
    </message>
</context>
<context>
    <name>RulesReference</name>
    <message>
        <source>Rules reference</source>
        <translation>规则参考</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>后退</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>前进</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>搜索规则</translation>
    </message>
    <message>
        <source>Miskatonic Madness</source>
        <translation>米斯卡托尼克疯狂</translation>
    </message>
    <message>
        <source>Magnum Opus</source>
        <translation>炼金大业</translation>
    </message>
    <message>
        <source>Mansions, second edition</source>
        <translation>疯狂诡宅，第二版</translation>
    </message>
    <message>
        <source>Mansions, first edition with Forbidden Alchemy</source>
        <translation>疯狂诡宅，第一版与禁忌的炼金术</translation>
    </message>
    <message>
        <source>The rules reference cannot be read:
{problem}</source>
        <translation>无法读取规则参考：
{problem}</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>房规</translation>
    </message>
    <message>
        <source>{n} {n|page|pages}</source>
        <translation>{n}页</translation>
    </message>
    <message>
        <source>House rule {id}</source>
        <translation>房规{id}</translation>
    </message>
    <message>
        <source>In this chapter</source>
        <translation>本章内容</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>House rule: {title}</source>
        <translation>房规：{title}</translation>
    </message>
    <message>
        <source>The rulebook leaves this open or contradicts itself. The text marks every place where our decision applies.</source>
        <translation>规则书在这里没有说明或前后矛盾。文中每一处适用我们决定的地方都有标注。</translation>
    </message>
    <message>
        <source>This decision is built into this version and has no setting to change.</source>
        <translation>这一决定已内置于此版本，没有可更改的设置。</translation>
    </message>
    <message>
        <source>The gap and our decision:</source>
        <translation>空缺与我们的决定：</translation>
    </message>
    <message>
        <source>Current setting: {value}</source>
        <translation>当前设置：{value}</translation>
    </message>
    <message>
        <source>Default: {value}</source>
        <translation>默认：{value}</translation>
    </message>
    <message>
        <source>Choices:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <source>Allowed values: {low} to {high}</source>
        <translation>允许的值：{low}到{high}</translation>
    </message>
    <message>
        <source>Marked in:</source>
        <translation>标注于：</translation>
    </message>
    <message>
        <source>Change house rules in the setup dialog when you start a game.</source>
        <translation>开始游戏时在设置对话框中更改房规。</translation>
    </message>
</context>
<context>
    <name>RunForm</name>
    <message>
        <source>Choose a game that can be simulated.</source>
        <extracomment>Mansions&apos; rule profiles: the app as Keeper, or investigators against the Keeper bot the command line&apos;s names where they differ from the setup spec&apos;s (cli.py &quot;simulate&quot;)</extracomment>
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
        <source>Keeper {name}</source>
        <translation>守密人 {name}</translation>
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
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Second edition</source>
        <translation>第二版</translation>
    </message>
    <message>
        <source>First edition (Keeper bot)</source>
        <translation>第一版（守密人机器人）</translation>
    </message>
    <message>
        <source>Second edition: the app is the Keeper. First edition: the investigators play against the Keeper bot. A scenario file plays the rules of its own edition.</source>
        <translation>第二版：由程序担任守密人。第一版：调查员对阵守密人机器人。剧本文件按它自己所属版本的规则进行。</translation>
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
    <name>RunsPanel</name>
    <message>
        <source>{file}: simulating {n} {n|game|games} in the workbench…</source>
        <translation>{file}：正在试玩工作台中模拟{n}局…</translation>
    </message>
    <message>
        <source>The run failed: {message}</source>
        <translation>运行失败：{message}</translation>
    </message>
    <message>
        <source>{n} {n|game|games}: {sides} · errors: {errors} · median {rounds} rounds</source>
        <translation>{n}局：{sides} · 错误：{errors} · 中位数{rounds}轮</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>Play, Debug play and Simulate save the scenario first. A simulation runs in the workbench; its results come back here.</source>
        <translation>试玩、调试对局和模拟都会先保存剧本。模拟在试玩工作台中运行，结果会返回到这里。</translation>
    </message>
</context>
<context>
    <name>ScenarioMap</name>
    <message>
        <source>The file does not load now ({why}); the map is the one it had when it last loaded.</source>
        <translation>文件现在无法载入（{why}）；地图是它上次载入时的样子。</translation>
    </message>
    <message>
        <source>The map cannot be drawn until the file loads: {why}</source>
        <translation>文件能够载入之后才能画出地图：{why}</translation>
    </message>
    <message>
        <source>Open a scenario file to see its map.</source>
        <translation>打开一个剧本文件即可看到它的地图。</translation>
    </message>
    <message>
        <source>The problem&apos;s place is marked on the map.</source>
        <translation>问题所在的位置已在地图上标出。</translation>
    </message>
    <message>
        <source>The whole map, every room explored. Click a problem to mark its place.</source>
        <translation>整张地图，所有房间均已探索。点击一个问题即可标出它的位置。</translation>
    </message>
</context>
<context>
    <name>ScenarioSection</name>
    <message>
        <source>Change how many investigators play</source>
        <translation>更改调查员人数</translation>
    </message>
    <message>
        <source>Fewest investigators</source>
        <translation>最少调查员人数</translation>
    </message>
    <message>
        <source>Most investigators</source>
        <translation>最多调查员人数</translation>
    </message>
    <message>
        <source>Content the scenario uses</source>
        <translation>剧本使用的内容</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>怪物</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>物品</translation>
    </message>
    <message>
        <source>Spells</source>
        <translation>咒语</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>牌堆</translation>
    </message>
    <message>
        <source>Investigators</source>
        <translation>调查员</translation>
    </message>
    <message>
        <source>Change the %1 used</source>
        <translation>更改使用的%1</translation>
    </message>
    <message>
        <source>Any investigator may play</source>
        <translation>任何调查员均可使用</translation>
    </message>
    <message>
        <source>Change the title</source>
        <translation>更改标题</translation>
    </message>
    <message>
        <source>Change the introduction</source>
        <translation>更改开场介绍</translation>
    </message>
    <message>
        <source>Change the difficulty</source>
        <translation>更改难度</translation>
    </message>
    <message>
        <source>Change the expected length</source>
        <translation>更改预计时长</translation>
    </message>
    <message>
        <source>Change the scenario&apos;s details</source>
        <translation>更改剧本详情</translation>
    </message>
    <message>
        <source>Change which investigators may play</source>
        <translation>更改可使用的调查员</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <source>Player {n}</source>
        <translation>玩家 {n}</translation>
    </message>
    <message>
        <source>Advanced: house rules ({n})</source>
        <translation>高级：房规（{n}条）</translation>
    </message>
    <message>
        <source>Rules for the cases the rulebook leaves open; the defaults play as the rulebook reads</source>
        <translation>规则书没有说明之处的规则；默认设置按规则书的字面进行</translation>
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
        <source>Playtest workbench…</source>
        <translation>试玩工作台…</translation>
    </message>
    <message>
        <source>Simulate many games of this game with bots instead, in the playtest workbench</source>
        <translation>改为在试玩工作台中用电脑玩家模拟本游戏的多局对局</translation>
    </message>
    <message>
        <source>Type a seed, or press New seed.</source>
        <translation>请输入种子，或点击“新种子”。</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>&amp;Monsters:</source>
        <translation>怪物(&amp;M)：</translation>
    </message>
    <message>
        <source>How the Keeper&apos;s monsters are shown in the Monster step</source>
        <translation>怪物步骤中守密人的怪物如何显示</translation>
    </message>
    <message>
        <source>one by one</source>
        <translation>逐个</translation>
    </message>
    <message>
        <source>step by step</source>
        <translation>逐步</translation>
    </message>
    <message>
        <source>one by one, fast</source>
        <translation>逐个，快速</translation>
    </message>
    <message>
        <source>all at once</source>
        <translation>一次全部</translation>
    </message>
    <message>
        <source>One by one: each monster&apos;s activation is shown on its own, with a pause. Fast: shorter pauses. All at once: no pauses (skip).</source>
        <translation>逐个：每个怪物的激活单独显示，中间有停顿。快速：停顿较短。一次全部：没有停顿（跳过）。</translation>
    </message>
    <message>
        <source>The scenario being played</source>
        <translation>正在进行的剧本</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>怪物</translation>
    </message>
    <message>
        <source>The monsters in sight; hover over one for what it does</source>
        <translation>视野中的怪物；将鼠标悬停在怪物上查看其行为</translation>
    </message>
    <message>
        <source>None in sight.</source>
        <translation>视野内没有怪物。</translation>
    </message>
    <message>
        <source>No monster stands in an explored room</source>
        <translation>已探索的房间中没有怪物</translation>
    </message>
    <message>
        <source>On the floor:</source>
        <translation>地面上：</translation>
    </message>
    <message>
        <source>Possessions lying in the trading investigator&apos;s space; pick them up in the trade</source>
        <translation>交易中的调查员所在格子里的所持物品；可在交易中拾取</translation>
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
        <source>Resume an interrupted game…</source>
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
        <source>Spend a skill point (+{luck} {luck|action|actions})</source>
        <translation>花费技能点（+{luck}次行动）</translation>
    </message>
    <message>
        <source>Spend a clue (+{n} {n|step|steps}), {k} left</source>
        <translation>花费线索（+{n}步），剩余{k}</translation>
    </message>
</context>
<context>
    <name>StoryCard</name>
    <message>
        <source>Introduction</source>
        <translation>开场介绍</translation>
    </message>
    <message>
        <source>&amp;Begin</source>
        <translation>开始(&amp;B)</translation>
    </message>
    <message>
        <source>Close the introduction and play (Enter)</source>
        <translation>关闭开场介绍，开始游戏（Enter）</translation>
    </message>
</context>
<context>
    <name>StoryFlow</name>
    <message>
        <source>A Mythos Event</source>
        <translation>神话事件</translation>
    </message>
    <message>
        <source>Searching</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>Exploring</source>
        <translation>探索</translation>
    </message>
    <message>
        <source>Interacting</source>
        <translation>互动</translation>
    </message>
    <message>
        <source>New Rooms</source>
        <translation>新的房间</translation>
    </message>
    <message>
        <source>A New Objective</source>
        <translation>新的目标</translation>
    </message>
    <message>
        <source>A Monster</source>
        <translation>怪物</translation>
    </message>
    <message>
        <source>A Card Is Drawn</source>
        <translation>抽到一张牌</translation>
    </message>
    <message>
        <source>The Keeper Acts</source>
        <translation>守密人行动</translation>
    </message>
    <message>
        <source>The Story</source>
        <translation>故事</translation>
    </message>
</context>
<context>
    <name>StoryPanel</name>
    <message>
        <source>Scenario</source>
        <translation>剧本</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Variables</source>
        <translation>变量</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Epilogues</source>
        <translation>结语</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>谜题</translation>
    </message>
    <message>
        <source>First edition</source>
        <translation>第一版</translation>
    </message>
</context>
<context>
    <name>StorySections</name>
    <message>
        <source>Add variable %1</source>
        <translation>添加变量%1</translation>
    </message>
    <message>
        <source>Delete variable %1</source>
        <translation>删除变量%1</translation>
    </message>
    <message>
        <source>Move variable %1</source>
        <translation>移动变量%1</translation>
    </message>
    <message>
        <source>Change variable %1</source>
        <translation>更改变量%1</translation>
    </message>
    <message>
        <source>Add epilogue %1</source>
        <translation>添加结语%1</translation>
    </message>
    <message>
        <source>Delete epilogue %1</source>
        <translation>删除结语%1</translation>
    </message>
    <message>
        <source>Move epilogue %1</source>
        <translation>移动结语%1</translation>
    </message>
    <message>
        <source>Change epilogue %1</source>
        <translation>更改结语%1</translation>
    </message>
    <message>
        <source>Add puzzle %1</source>
        <translation>添加谜题%1</translation>
    </message>
    <message>
        <source>Delete puzzle %1</source>
        <translation>删除谜题%1</translation>
    </message>
    <message>
        <source>Move puzzle %1</source>
        <translation>移动谜题%1</translation>
    </message>
    <message>
        <source>Change puzzle %1</source>
        <translation>更改谜题%1</translation>
    </message>
    <message>
        <source>Add objective %1</source>
        <translation>添加目标%1</translation>
    </message>
    <message>
        <source>Delete objective %1</source>
        <translation>删除目标%1</translation>
    </message>
    <message>
        <source>Move objective %1</source>
        <translation>移动目标%1</translation>
    </message>
    <message>
        <source>Change objective %1</source>
        <translation>更改目标%1</translation>
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
    <name>TestRow</name>
    <message>
        <source>{who} tests {what} {base}, modifier {mod:+d}: needs {target} or less.</source>
        <translation>{who}进行{what}检定，{base}，修正{mod:+d}：需掷出{target}或更低。</translation>
    </message>
    <message>
        <source>{who} tests {what}: needs {target} or less.</source>
        <translation>{who}进行{what}检定：需掷出{target}或更低。</translation>
    </message>
    <message>
        <source>Rolled 1: a 1 always passes.</source>
        <translation>掷出1：掷出1总是通过。</translation>
    </message>
    <message>
        <source>Rolled 10: a 10 always fails.</source>
        <translation>掷出10：掷出10总是失败。</translation>
    </message>
    <message>
        <source>Rolled {roll}.</source>
        <translation>掷出{roll}。</translation>
    </message>
    <message>
        <source>The ten-sided die: {roll}</source>
        <translation>十面骰子：{roll}</translation>
    </message>
    <message>
        <source>A d10 test passes on a roll at or under the number; a 1 always passes and a 10 always fails.</source>
        <translation>十面骰子检定在掷出不大于该数值时通过；掷出1总是通过，掷出10总是失败。</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
</context>
<context>
    <name>TickList</name>
    <message>
        <source>(nothing to choose yet)</source>
        <translation>（尚无可选项）</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Tick the ones that belong here</source>
        <translation>勾选属于这里的各项</translation>
    </message>
</context>
<context>
    <name>TilePalette</name>
    <message>
        <source>{name}
{w} × {h} cells, {spaces} spaces
Rooms: {rooms}</source>
        <translation>{name}
{w} × {h} 个单元格，{spaces}个格子
房间：{rooms}</translation>
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
        <source>{card} is burnt: it leaves the game.</source>
        <translation>{card}被焚毁：移出游戏。</translation>
    </message>
    <message>
        <source>{card} is burnt: it goes back to the Supply.</source>
        <translation>{card}被焚毁：归还供应区。</translation>
    </message>
    <message>
        <source>No card is burnt.</source>
        <translation>没有焚毁任何牌。</translation>
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
        <source>{num} in {den} ({pct}%)</source>
        <translation>{num}/{den}（{pct}%）</translation>
    </message>
    <message>
        <source>Chance of success with no Experience: {chance}</source>
        <translation>不花经验的成功率：{chance}</translation>
    </message>
    <message>
        <source>Spending up to {n} Experience: {chance}</source>
        <translation>最多花{n}点经验：{chance}</translation>
    </message>
    <message>
        <source>With the Heartstone&apos;s reroll too: {chance}</source>
        <translation>再加上心之石重掷：{chance}</translation>
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
        <source>Spend Experience, or accept the roll.</source>
        <translation>花费经验，或接受掷骰结果。</translation>
    </message>
    <message>
        <source>Roll again, or accept the roll.</source>
        <translation>重新掷骰，或接受掷骰结果。</translation>
    </message>
    <message>
        <source>Spend Experience, roll again, or accept the roll.</source>
        <translation>花费经验、重新掷骰，或接受掷骰结果。</translation>
    </message>
    <message>
        <source>Add more cards, or roll for it.</source>
        <translation>再加牌，或者掷骰。</translation>
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
    <name>WhatsLeft</name>
    <message>
        <source>What&apos;s left</source>
        <translation>尚待完成</translation>
    </message>
    <message>
        <source>What the story has revealed</source>
        <translation>故事已揭示的内容</translation>
    </message>
    <message>
        <source>The objective in full, the clues held and the story so far</source>
        <translation>完整的目标、持有的线索和到目前为止的故事</translation>
    </message>
    <message>
        <source>How the story ended</source>
        <translation>故事的结局</translation>
    </message>
    <message>
        <source>Clues: {n} in all ({who}).</source>
        <translation>线索：共{n}个（{who}）。</translation>
    </message>
    <message>
        <source>Time runs out when the Investigator Phase of round {n} ends.</source>
        <translation>第{n}轮的调查员阶段结束时，时间耗尽。</translation>
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
        <source>Scenario &amp;Editor…</source>
        <translation>剧本编辑器(&amp;E)…</translation>
    </message>
    <message>
        <source>Build a Mansions scenario of either edition with the mouse, check it as you go, and play it at once</source>
        <translation>用鼠标搭建任一版本的疯狂诡宅剧本，边做边检查，并可立即试玩</translation>
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
        <source>&amp;Preferences…</source>
        <translation>偏好设置(&amp;P)…</translation>
    </message>
    <message>
        <source>The language, and how the Keeper&apos;s monsters are shown</source>
        <translation>语言，以及守密人的怪物如何显示</translation>
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
    <name>WordsPanel</name>
    <message>
        <source>English</source>
        <translation>英文</translation>
    </message>
    <message>
        <source>Chinese (简体中文)</source>
        <translation>中文（简体中文）</translation>
    </message>
    <message>
        <source>A scenario that comes with Elder Table: its Chinese is the app&apos;s own translation, changed in the app&apos;s translation files. Save a copy to keep your own Chinese beside it.</source>
        <translation>这是 Elder Table 自带的剧本：其中文是应用自身的翻译，需在应用的翻译文件中修改。另存一份副本，即可在副本旁保存你自己的中文。</translation>
    </message>
    <message>
        <source>%1 texts, %2 without Chinese (listed first). The Chinese is kept beside the scenario in %3.</source>
        <translation>共%1条文本，其中%2条没有中文（排在最前）。中文保存在剧本旁的%3中。</translation>
    </message>
    <message>
        <source>a words file once the scenario is saved</source>
        <translation>剧本保存后生成的文字文件</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>No Chinese yet</source>
        <translation>尚无中文</translation>
    </message>
    <message>
        <source>Change a text</source>
        <translation>更改文本</translation>
    </message>
</context>
<context>
    <name>WorkbenchWindow</name>
    <message>
        <source>Stopping: the games already being played finish first.</source>
        <translation>正在停止：已在进行的对局会先完成。</translation>
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
        <source>Starting {n} {n|game|games}…</source>
        <translation>正在开始{n}局游戏…</translation>
    </message>
    <message>
        <source>{done} of {total} {total|game|games} · {rate} games/s · {left} left</source>
        <translation>{done}/{total}局 · {rate}局/秒 · 剩余{left}</translation>
    </message>
    <message>
        <source>Cancelled: kept the {n} {n|game|games} that finished, of {total}.</source>
        <translation>已取消：保留了{total}局中已完成的{n}局。</translation>
    </message>
    <message>
        <source>Done: {n} {n|game|games} in {time} ({rate} games/s).</source>
        <translation>完成：用时{time}完成{n}局（{rate}局/秒）。</translation>
    </message>
    <message>
        <source>{n} {n|game|games} failed: {first}</source>
        <translation>{n}局失败：{first}</translation>
    </message>
    <message>
        <source>{i}. {label} — {games} {games|game|games}, {status}</source>
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
    <message>
        <source>Magnum Opus</source>
        <translation>炼金大业</translation>
    </message>
    <message>
        <source>Object of the game</source>
        <translation>游戏目标</translation>
    </message>
    <message>
        <source>Each alchemist races to learn the three clues to the Magnum Opus and then to transmute those three ingredients into the Philosophers&apos; Stone.</source>
        <translation>每位炼金术士竞相得知炼金大业的三条线索，然后把这三种材料嬗变为贤者之石。</translation>
    </message>
    <message>
        <source>Play is for 2 to 4 alchemists, people or bots. {gap:MO-GAP-2} Whenever a card&apos;s text and these rules disagree, the card wins.</source>
        <translation>游戏支持2到4名炼金术士，可以是真人玩家或电脑玩家。{gap:MO-GAP-2} 卡牌文字与本规则冲突时，以卡牌为准。</translation>
    </message>
    <message>
        <source>Components</source>
        <translation>配件</translation>
    </message>
    <message>
        <source>The box holds 50 Tradeskill cards, 48 Mystic Component and 48 Alchemical Compound Reagent cards, 48 Effect cards, 29 Research cards, 24 Attempt Transmutation cards, 21 Discovery cards (three of them the Albedo, Rubedo and Putrefactio clue discoveries) and 18 Magnum Opus Clue cards, six of each clue.</source>
        <translation>盒中有50张手艺卡、48张神秘成分试剂卡和48张炼金化合物试剂卡、48张效果卡、29张研究卡、24张尝试嬗变卡、21张发现卡（其中三张是白化、红化和腐化的线索发现）以及18张炼金大业线索卡，每种线索6张。</translation>
    </message>
    <message>
        <source>It also holds two underlay cards (one for the Research deck, one for the Reagent Search deck), 50 Gold coins, 25 Experience tokens, 4 quick-reference cards and 4 eight-sided transmutation dice.</source>
        <translation>盒中还有两张底衬卡（一张用于研究牌堆，一张用于试剂搜寻牌堆）、50枚金币、25个经验标记、4张速查卡和4颗八面嬗变骰。</translation>
    </message>
    <message>
        <source>The rulebook prints no values for the cards: every name, Volatility, Cost and text comes from our card data file. {gap:MO-GAP-5} Gold and Experience never run out at the app&apos;s table, although no alchemist can hold more than 5 Experience tokens. {gap:MO-GAP-28}</source>
        <translation>规则书没有印出卡牌的数值：每个名称、挥发度、费用和文字都来自我们的卡牌数据文件。{gap:MO-GAP-5} 在应用的牌桌上，金币和经验永远不会用完，但任何炼金术士持有的经验标记都不能超过5个。{gap:MO-GAP-28}</translation>
    </message>
    <message>
        <source>Card iconography</source>
        <translation>卡牌图标</translation>
    </message>
    <message>
        <source>A red flask shows a Reagent&apos;s Volatility, what it adds to the difficulty of a transmutation.</source>
        <translation>红色烧瓶表示试剂的挥发度，即它给嬗变难度增加的数值。</translation>
    </message>
    <message>
        <source>A blue flask shows a Modifier, which lowers the difficulty.</source>
        <translation>蓝色烧瓶表示修正值，用于降低难度。</translation>
    </message>
    <message>
        <source>An orange flask shows the difficulty a Master Tradeskill must be rolled against to earn its Gold.</source>
        <translation>橙色烧瓶表示大师手艺要赚取金币时掷骰必须达到的难度。</translation>
    </message>
    <message>
        <source>A seal means Table Allowed: the card may be placed on the Table.</source>
        <translation>印章表示&quot;可放工作台&quot;：该卡可以放在工作台上。</translation>
    </message>
    <message>
        <source>A price tag shows Cost, a coin Gold, green cards card draws, and a purple triangle Experience.</source>
        <translation>价签表示费用，硬币表示金币，绿色卡牌表示抽牌，紫色三角表示经验。</translation>
    </message>
    <message>
        <source>The card types are tags rather than one category: a card can be both Research and Preparation, for example, and any card whose data lowers the difficulty does so. {gap:MO-GAP-4}</source>
        <translation>卡牌类型是标签而非单一类别：例如一张卡可以同时是研究和准备，任何数据中会降低难度的卡牌都会降低难度。{gap:MO-GAP-4}</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>游戏设置</translation>
    </message>
    <message>
        <source>Sort the Reagents into faceup piles, one per Reagent. Lay the Mystic Component piles in a row and the Alchemical Compound piles in a column; the order along each is free.</source>
        <translation>把试剂按种类分成面朝上的牌堆，每种一堆。把神秘成分牌堆排成一行，炼金化合物牌堆排成一列；各自的排列顺序不限。</translation>
    </message>
    <message>
        <source>The counts in the rulebook do not fit a 4 by 4 matrix, so each game uses four types of each kind and returns the others to the box. {gap:MO-GAP-1}</source>
        <translation>规则书中的数量无法组成4×4矩阵，因此每局游戏每类使用四种，其余放回盒中。{gap:MO-GAP-1}</translation>
    </message>
    <message>
        <source>Build the Reagent Search deck from 3 cards of every Reagent type in play, shuffle it, and put it facedown on its underlay where the row and the column meet.</source>
        <translation>用场上每种试剂各3张组成试剂搜寻牌堆，洗匀后面朝下放在行与列交汇处的底衬卡上。</translation>
    </message>
    <message>
        <source>Shuffle the Research cards and deal 16 facedown into a 4 by 4 grid inside the corner formed by the row and the column; the other 13 go facedown on their underlay as the Research deck.</source>
        <translation>洗匀研究卡，在行与列形成的角落中面朝下发出16张，组成4×4网格；其余13张面朝下放在其底衬卡上，作为研究牌堆。</translation>
    </message>
    <message>
        <source>Set the three clue discoveries aside, shuffle the other 18 Discovery cards and draw 13 of them; the remaining 5 go back to the box. Shuffle the 13 with the three clue discoveries and deal one facedown onto each Research card of the grid. This is the Discovery Matrix: every cell holds one Discovery card on top of one Research card.</source>
        <translation>把三张线索发现放在一旁，洗匀其余18张发现卡并抽出13张；剩下的5张放回盒中。把这13张与三张线索发现一起洗匀，在网格中每张研究卡上面朝下发一张。这就是发现矩阵：每格都是一张发现卡压在一张研究卡上。</translation>
    </message>
    <message>
        <source>Put the Tradeskill cards in faceup piles below the Matrix, the Clue cards in three shuffled facedown piles by colour above it, and the Effect cards to its right. How the Tradeskill piles are made up is our choice. {gap:MO-GAP-3}</source>
        <translation>把手艺卡分成面朝上的牌堆放在矩阵下方，把线索卡按颜色分成三堆洗匀后面朝下放在矩阵上方，把效果卡放在矩阵右侧。手艺牌堆的构成由我们决定。{gap:MO-GAP-3}</translation>
    </message>
    <message>
        <source>Each alchemist takes 3 Gold and a starting deck of 10 cards, 4 Prepare Herbs and 6 Attempt Transmutation, shuffles it and draws 5 cards. Roll the die to see who goes first: the highest roll starts, and tied players roll again. {gap:MO-GAP-17}</source>
        <translation>每位炼金术士拿取3枚金币和一副10张的起始牌组（4张整理草药和6张尝试嬗变），洗匀后抽5张。掷骰决定先手：点数最高者先开始，平局者重掷。{gap:MO-GAP-17}</translation>
    </message>
    <message>
        <source>Setup diagram notes</source>
        <translation>设置图说明</translation>
    </message>
    <message>
        <source>Each Reagent pile holds 8 cards, each Artifact pile 8 and each Tradeskill pile 6. The hand size is 5 cards.</source>
        <translation>每个试剂牌堆有8张，每个器物牌堆8张，每个手艺牌堆6张。手牌上限为5张。</translation>
    </message>
    <message>
        <source>Game play</source>
        <translation>游戏流程</translation>
    </message>
    <message>
        <source>Alchemists take turns one at a time, and play passes to the left. Each turn has four phases in a fixed order:</source>
        <translation>炼金术士依次进行回合，向左轮转。每个回合按固定顺序分为四个阶段：</translation>
    </message>
    <message>
        <source>{see:tradeskill}: play up to two Tradeskill cards;</source>
        <translation>{see:tradeskill}：打出至多两张手艺卡；</translation>
    </message>
    <message>
        <source>{see:table}: arrange the cards on the Table;</source>
        <translation>{see:table}：整理工作台上的卡牌；</translation>
    </message>
    <message>
        <source>{see:experiment}: take one action;</source>
        <translation>{see:experiment}：执行一个行动；</translation>
    </message>
    <message>
        <source>{see:pause}: discard the hand and draw 5.</source>
        <translation>{see:pause}：弃掉手牌并抽5张。</translation>
    </message>
    <message>
        <source>Tradeskill Phase</source>
        <translation>手艺阶段</translation>
    </message>
    <message>
        <source>This phase is optional. Discard a first Tradeskill card to earn either the Gold or the card draws it shows; you may then discard a second one, but only for the other of the two. Card draws come from your own draw pile.</source>
        <translation>本阶段可选。弃掉第一张手艺卡，获得其上的金币或抽牌二者之一；然后你可以再弃掉第二张，但只能获得另一项。抽牌从你自己的抽牌堆中抽。</translation>
    </message>
    <message>
        <source>A Master Tradeskill gives its Gold only if you roll the die and meet or beat the difficulty in its orange flask. Nothing changes that roll: no Experience, no card bonus. A failed roll gives no Experience token. Taking a Master Tradeskill&apos;s card draws needs no roll.</source>
        <translation>大师手艺只有在你掷骰达到或超过其橙色烧瓶中的难度时才提供金币。没有任何东西能改变这次掷骰：不能用经验，也没有卡牌加成。掷骰失败不会获得经验标记。选择大师手艺的抽牌则无需掷骰。</translation>
    </message>
    <message>
        <source>A natural 8 succeeds on this roll too. {gap:MO-GAP-25} A failed roll still uses up the Gold choice for the phase. {gap:MO-GAP-27}</source>
        <translation>这次掷骰掷出自然8也算成功。{gap:MO-GAP-25} 掷骰失败仍会用掉本阶段的金币选项。{gap:MO-GAP-27}</translation>
    </message>
    <message>
        <source>There is no hand limit during the turn; draws can take the hand above 5. {gap:MO-GAP-29}</source>
        <translation>回合中没有手牌上限；抽牌可使手牌超过5张。{gap:MO-GAP-29}</translation>
    </message>
    <message>
        <source>Table Phase</source>
        <translation>工作台阶段</translation>
    </message>
    <message>
        <source>Only cards that show the Table Allowed seal may be placed on your Table. Take at most one of these actions, or pass:</source>
        <translation>只有带有&quot;可放工作台&quot;印章的卡牌才能放在你的工作台上。执行以下行动中至多一项，或放弃：</translation>
    </message>
    <message>
        <source>place up to two cards from your hand on the Table;</source>
        <translation>从手牌中把至多两张卡放到工作台上；</translation>
    </message>
    <message>
        <source>take up to two cards from the Table back into your hand;</source>
        <translation>从工作台上把至多两张卡拿回手牌；</translation>
    </message>
    <message>
        <source>place one card and take one card back into your hand.</source>
        <translation>放一张卡上工作台，并拿一张卡回手牌。</translation>
    </message>
    <message>
        <source>The rulebook&apos;s summary says the third action discards the card taken off; the detailed rule returns it to the hand, and we follow the detailed rule. {gap:MO-GAP-10}</source>
        <translation>规则书的摘要说第三项行动会弃掉拿下的卡牌；详细规则则让它回到手牌，我们遵循详细规则。{gap:MO-GAP-10}</translation>
    </message>
    <message>
        <source>Experiment Phase</source>
        <translation>实验阶段</translation>
    </message>
    <message>
        <source>Take exactly one of these actions, or pass:</source>
        <translation>恰好执行以下行动中的一项，或放弃：</translation>
    </message>
    <message>
        <source>Use an Action card: play it from your hand and do what it says; this is how a transmutation begins.</source>
        <translation>使用行动卡：从手牌中打出并执行其效果；嬗变就是这样开始的。</translation>
    </message>
    <message>
        <source>Search for Reagents: take the top card of the Reagent Search deck for free and put it in your discard pile.</source>
        <translation>搜寻试剂：免费拿取试剂搜寻牌堆顶的一张卡，放入你的弃牌堆。</translation>
    </message>
    <message>
        <source>Purchase: buy up to two cards from the Supply, Reagents of either kind or Journeyman Tradeskills in any mix. Master Tradeskills are never for sale; they come only from the Discovery Matrix.</source>
        <translation>购买：从供应区购买至多两张卡，可以是任意一类试剂或熟练工手艺，任意组合。大师手艺从不出售；它们只能从发现矩阵中获得。</translation>
    </message>
    <message>
        <source>Sell: return up to two Reagent, Apprentice or Journeyman Tradeskill cards from your hand to the Supply. A Reagent or Journeyman Tradeskill earns 1 Gold; an Apprentice Tradeskill, or any card that cost nothing, earns nothing but thins your deck.</source>
        <translation>出售：从手牌中把至多两张试剂、学徒手艺或熟练工手艺卡放回供应区。试剂或熟练工手艺可换得1枚金币；学徒手艺或任何免费获得的卡牌换不到金币，但可以精简你的牌组。</translation>
    </message>
    <message>
        <source>Buy and Sell: buy one Reagent or Journeyman Tradeskill, then sell one card, at the same prices.</source>
        <translation>买卖：以相同价格购买一张试剂或熟练工手艺，然后出售一张卡。</translation>
    </message>
    <message>
        <source>Pay an Assistant: see {see:assistant}.</source>
        <translation>雇用助手：见{see:assistant}。</translation>
    </message>
    <message>
        <source>Bought cards go to your discard pile; Effect cards are gained through Discoveries and Research unless their data gives them a Cost. {gap:MO-GAP-7} Only Reagents and Apprentice or Journeyman Tradeskills can ever be sold. {gap:MO-GAP-11} In Buy and Sell you buy first, with the Gold you already hold. {gap:MO-GAP-12}</source>
        <translation>购买的卡牌进入你的弃牌堆；效果卡通过发现和研究获得，除非其数据给出了费用。{gap:MO-GAP-7} 只有试剂以及学徒或熟练工手艺可以出售。{gap:MO-GAP-11} 买卖时先用你已有的金币购买。{gap:MO-GAP-12}</translation>
    </message>
    <message>
        <source>Paying an assistant</source>
        <translation>雇用助手</translation>
    </message>
    <message>
        <source>An assistant performs a formula that has already been discovered, one whose Discovery card lies faceup in the Matrix. Their fee in Gold is the total Cost of the formula&apos;s two Reagents, and you need not own, play or discard those Reagents. {gap:MO-GAP-9}</source>
        <translation>助手可以执行一个已被发现的配方，即其发现卡在矩阵中面朝上的配方。其酬金（金币）等于该配方两种试剂的费用之和，你无需拥有、打出或弃掉这些试剂。{gap:MO-GAP-9}</translation>
    </message>
    <message>
        <source>An assistant never claims the Research card under a Discovery. For an ordinary formula they succeed without a roll and you gain the reward.</source>
        <translation>助手从不领取发现卡下的研究卡。对于普通配方，他们无需掷骰即可成功，由你获得奖励。</translation>
    </message>
    <message>
        <source>For a Magnum Opus clue formula you pay first and must then succeed at a transmutation roll; you may spend Experience on it but no other bonus, and a failure gives no Experience token. Assistants do not attempt the Philosophers&apos; Stone or a dead formula. {gap:MO-GAP-9}</source>
        <translation>对于炼金大业线索配方，你需先付钱，然后必须在嬗变掷骰中成功；你可以为此花费经验，但不能使用其他加成，失败也不会获得经验标记。助手不会尝试贤者之石或失效配方。{gap:MO-GAP-9}</translation>
    </message>
    <message>
        <source>Pause and Consider</source>
        <translation>暂停思考</translation>
    </message>
    <message>
        <source>Discard every card left in your hand and draw 5 new ones. Your turn is over.</source>
        <translation>弃掉手中所有剩余的卡牌，并抽5张新卡。你的回合结束。</translation>
    </message>
    <message>
        <source>Attempting a basic transmutation</source>
        <translation>尝试基础嬗变</translation>
    </message>
    <message>
        <source>A transmutation happens in the Experiment Phase and starts when you play Attempt Transmutation or another card that says it can start one.</source>
        <translation>嬗变在实验阶段进行，当你打出尝试嬗变或其他写明可以开始嬗变的卡牌时开始。</translation>
    </message>
    <message>
        <source>Every card on your Table when the attempt starts must take part and must be usable in it; cards you do not want must come off in the Table Phase. Cards from your hand may join the attempt when they are needed or help. Knowledge cards and The Truth always count as usable. {gap:MO-GAP-15}</source>
        <translation>尝试开始时你工作台上的每张卡牌都必须参与，并且必须在其中可用；不想用的卡牌必须在工作台阶段拿下。需要或有帮助时，手牌中的卡牌也可以加入尝试。知识卡和真理总是视为可用。{gap:MO-GAP-15}</translation>
    </message>
    <message>
        <source>A basic transmutation uses exactly one Alchemical Reagent and one Mystic Reagent. The focus of the experiment is the Matrix cell where the row of one meets the column of the other.</source>
        <translation>基础嬗变恰好使用一张炼金化合物试剂和一张神秘成分试剂。实验的焦点是矩阵中前者所在行与后者所在列交汇的格子。</translation>
    </message>
    <message>
        <source>The difficulty is the sum of the two Volatilities, lowered by the Modifier of every other card involved. A blue flask&apos;s printed number is added as it stands, so a printed -1 lowers the difficulty by 1. {gap:MO-GAP-31}</source>
        <translation>难度等于两种挥发度之和，再减去所涉及的其他每张卡牌的修正值。蓝色烧瓶上印的数字按原样相加，因此印着-1就使难度降低1。{gap:MO-GAP-31}</translation>
    </message>
    <message>
        <source>Roll one transmutation die. After the roll you may spend Experience tokens, each adding 1. The attempt succeeds when the result reaches the difficulty. A natural 8 always succeeds. When modifiers bring the difficulty to 1 or below, the die is still rolled but any result succeeds. {gap:MO-GAP-26}</source>
        <translation>掷一颗嬗变骰。掷骰后你可以花费经验标记，每个加1。结果达到难度即尝试成功。自然8总是成功。当修正使难度降到1或以下时，仍要掷骰，但任何结果都成功。{gap:MO-GAP-26}</translation>
    </message>
    <message>
        <source>Whether it succeeds or fails, the attempt ends your Experiment Phase. Cards played from your hand go to your discard pile afterwards, except those that return to the Supply. {gap:MO-GAP-8}</source>
        <translation>无论成功还是失败，尝试都会结束你的实验阶段。之后，从手牌中打出的卡牌进入你的弃牌堆，但回到供应区的卡牌除外。{gap:MO-GAP-8}</translation>
    </message>
    <message>
        <source>Failure</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>If the Discovery at the focus is facedown, turn it faceup; nothing else happens at the focus. You gain 1 Experience token if you hold fewer than 5. Every card on your Table is discarded, except cards that say they stay after a failed attempt.</source>
        <translation>如果焦点处的发现卡面朝下，将其翻为面朝上；焦点处不会发生其他事情。如果你的经验标记少于5个，获得1个。你工作台上的每张卡牌都被弃掉，但写明尝试失败后仍留下的卡牌除外。</translation>
    </message>
    <message>
        <source>A Research card under a Discovery that a failure turned faceup stays there until someone&apos;s first successful own transmutation of that formula. {gap:MO-GAP-30}</source>
        <translation>因失败而翻为面朝上的发现卡下的研究卡会一直留在原处，直到有人首次亲自成功嬗变该配方。{gap:MO-GAP-30}</translation>
    </message>
    <message>
        <source>Success</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>Any Research card under the focus goes to your discard pile. Read and carry out the Discovery card, then put it back faceup in its cell. Every card on your Table is discarded, except cards that say they stay after an attempt.</source>
        <translation>焦点下的研究卡进入你的弃牌堆。阅读并执行发现卡，然后把它面朝上放回原格。你工作台上的每张卡牌都被弃掉，但写明尝试后仍留下的卡牌除外。</translation>
    </message>
    <message>
        <source>A worked example</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>Serpentscale (Volatility 2) and Purified Vessels (-1) lie on the Table; Aqua Regia came off in the Table Phase. The alchemist plays Attempt Transmutation, Quicksilver (Volatility 3) and Heartstone from the hand and keeps Lead, which is discarded later.</source>
        <translation>蛇鳞（挥发度2）和净化器皿（-1）放在工作台上；王水在工作台阶段被拿下。炼金术士从手牌中打出尝试嬗变、水银（挥发度3）和炉心石，并留下铅，之后将其弃掉。</translation>
    </message>
    <message>
        <source>The difficulty is 2 + 3 - 1 = 4. The die shows 3 and there is no Experience to spend, so Heartstone goes back to the Supply for a second roll: 7, a success. The Research card under the focus goes to the discard pile and the Discovery is read.</source>
        <translation>难度为2 + 3 - 1 = 4。骰子掷出3，没有经验可花，于是把炉心石放回供应区进行第二次掷骰：7，成功。焦点下的研究卡进入弃牌堆，并阅读发现卡。</translation>
    </message>
    <message>
        <source>Using Effect cards in transmutations</source>
        <translation>在嬗变中使用效果卡</translation>
    </message>
    <message>
        <source>Knowledge, Preparation and Tool cards lower the difficulty, and so do some Artifacts. Several cards of one type may help one attempt, but never two with the same name unless a card says so.</source>
        <translation>知识卡、准备卡和工具卡会降低难度，部分器物也会。同类的多张卡可以帮助同一次尝试，但除非卡牌另有说明，不能使用两张同名卡。</translation>
    </message>
    <message>
        <source>Knowledge: helps only if it was on the Table before the attempt began, and stays on the Table after every attempt, failed or not.</source>
        <translation>知识：只有在尝试开始前已在工作台上才有帮助，且每次尝试后（无论是否失败）都留在工作台上。</translation>
    </message>
    <message>
        <source>Preparation: may be used from the hand or the Table. If the attempt fails, you may take one extra Experience token. {gap:MO-GAP-16}</source>
        <translation>准备：可以从手牌或工作台上使用。如果尝试失败，你可以额外获得一个经验标记。{gap:MO-GAP-16}</translation>
    </message>
    <message>
        <source>Tool: must be on the Table before the attempt starts and may stay there after a success. After a failure every Tool is discarded unless you pay 1 Gold for each one you keep.</source>
        <translation>工具：必须在尝试开始前放在工作台上，成功后可以留在那里。失败后，所有工具都被弃掉，除非你为每个保留的工具支付1枚金币。</translation>
    </message>
    <message>
        <source>Magnum Opus Clue cards</source>
        <translation>炼金大业线索卡</translation>
    </message>
    <message>
        <source>Clue cards never go into your deck or discard pile. Keep them facedown in front of you: everyone can see which clues you hold, but not which Reagent each one names. You can never hold two clues of the same kind.</source>
        <translation>线索卡永远不会进入你的牌组或弃牌堆。将它们面朝下放在你面前：所有人都能看到你持有哪些线索，但看不到每张线索指明哪种试剂。你不能同时持有两张同种线索。</translation>
    </message>
    <message>
        <source>Succeeding at a clue discovery gives you the top card of that clue&apos;s pile, which names one Reagent; your three clues are your own recipe, and they may be any mix of Alchemical and Mystic. {gap:MO-GAP-6}</source>
        <translation>在线索发现中成功可获得该线索牌堆顶的卡牌，上面指明一种试剂；你的三条线索就是你自己的秘方，可以是炼金化合物与神秘成分的任意组合。{gap:MO-GAP-6}</translation>
    </message>
    <message>
        <source>Using Experience tokens</source>
        <translation>使用经验标记</translation>
    </message>
    <message>
        <source>No one can ever hold more than 5 Experience tokens; tokens beyond that are lost. Spend them after a transmutation roll to add 1 each.</source>
        <translation>任何人持有的经验标记都不能超过5个；超出的标记会失去。在嬗变掷骰后花费经验标记，每个加1。</translation>
    </message>
    <message>
        <source>The Philosophers&apos; Stone</source>
        <translation>贤者之石</translation>
    </message>
    <message>
        <source>With all three clues you know the three Reagents of your Stone. The clues are not Reagents: the Reagent cards themselves must be on your Table or in your hand.</source>
        <translation>集齐三条线索后，你就知道了贤者之石的三种试剂。线索不是试剂：试剂卡本身必须在你的工作台上或手牌中。</translation>
    </message>
    <message>
        <source>The attempt follows the basic procedure with three Reagents instead of two. Reveal your clues before rolling so the others can check them. A failure gives an Experience token and clears the Table as usual.</source>
        <translation>尝试遵循基础流程，只是用三种试剂而不是两种。掷骰前揭示你的线索，以便其他人核对。失败时照常获得经验标记并清空工作台。</translation>
    </message>
    <message>
        <source>Game end</source>
        <translation>游戏结束</translation>
    </message>
    <message>
        <source>The first alchemist to make the Stone starts the final round: every other alchemist gets exactly one more turn, and then the game ends. The Object&apos;s promise of victory to the first maker gives way to this. {gap:MO-GAP-19}</source>
        <translation>第一位制成贤者之石的炼金术士开启最后一轮：其他每位炼金术士再进行恰好一个回合，然后游戏结束。游戏目标中&quot;首位制成者获胜&quot;的说法以此为准。{gap:MO-GAP-19}</translation>
    </message>
    <message>
        <source>If nobody else succeeds, the first maker wins. If more than one succeeded, the one holding the most Research cards wins; then the most Gold; then the most Experience. Alchemists who did not make the Stone are not compared.</source>
        <translation>如果没有其他人成功，首位制成者获胜。如果不止一人成功，持有研究卡最多者获胜；其次比较金币；再次比较经验。没有制成贤者之石的炼金术士不参与比较。</translation>
    </message>
    <message>
        <source>Research cards count wherever they are: deck, hand, discard, Shelf or set aside. If the tie still stands, the tied alchemists share the win. {gap:MO-GAP-18}</source>
        <translation>研究卡无论在何处都计算：牌组、手牌、弃牌堆、储物架或放在一旁。如果仍然平局，平局的炼金术士共享胜利。{gap:MO-GAP-18}</translation>
    </message>
    <message>
        <source>Additional rules</source>
        <translation>补充规则</translation>
    </message>
    <message>
        <source>When you must draw from an empty draw pile, shuffle your discard pile into a new draw pile and keep drawing. Decks are never shuffled at any other time unless a card says so.</source>
        <translation>当你必须从空的抽牌堆中抽牌时，把你的弃牌堆洗匀成为新的抽牌堆，然后继续抽。除非卡牌另有说明，其他任何时候都不洗牌。</translation>
    </message>
    <message>
        <source>The starting Attempt Transmutation cards can never be lost, stolen, removed or returned to the Supply; an effect that would do so does nothing.</source>
        <translation>起始的尝试嬗变卡永远不会失去、被偷、被移除或放回供应区；会造成这些结果的效果不起作用。</translation>
    </message>
    <message>
        <source>The Reagent Search deck is never rebuilt once empty, and the Supply is finite: a card whose copies are all gone cannot be gained until one comes back.</source>
        <translation>试剂搜寻牌堆用完后不会重建，供应区的数量也有限：一张卡的所有副本都用完后，在有副本回来之前无法获得。</translation>
    </message>
    <message>
        <source>Card reference</source>
        <translation>卡牌参考</translation>
    </message>
    <message>
        <source>The cards whose rules need more than their text:</source>
        <translation>以下卡牌的规则需要比其文字更多的说明：</translation>
    </message>
    <message>
        <source>Discoveries</source>
        <translation>发现</translation>
    </message>
    <message>
        <source>Compound Synthesis: take up to two Reagents from the Supply into your discard pile for free; they may be two copies of one Reagent, but neither may be one of this formula&apos;s own ingredients.</source>
        <translation>化合物合成：从供应区免费拿取至多两张试剂放入你的弃牌堆；可以是同一种试剂的两张，但都不能是此配方本身的材料。</translation>
    </message>
    <message>
        <source>Incinerate does nothing if your discard pile is empty and never touches Attempt Transmutation. It returns one card you choose from your discard pile to the Supply. {gap:MO-GAP-21}</source>
        <translation>如果你的弃牌堆为空，焚化不起作用，它也从不涉及尝试嬗变。它把你从弃牌堆中选择的一张卡放回供应区。{gap:MO-GAP-21}</translation>
    </message>
    <message>
        <source>Inexplicable Yield turns a second Discovery faceup, but only when someone performs it successfully. {gap:MO-GAP-20} Revealed any other way, it is a dead formula that can never be performed.</source>
        <translation>不明产物会再翻开一张发现卡，但只在有人成功执行它时才生效。{gap:MO-GAP-20} 以其他方式被揭示时，它是永远无法执行的失效配方。</translation>
    </message>
    <message>
        <source>Artifacts</source>
        <translation>器物</translation>
    </message>
    <message>
        <source>Heartstone, from the hand or the Table: after a transmutation roll in the turn it is used, return it to the Supply to roll again. Unused, it is discarded as usual.</source>
        <translation>炉心石，从手牌或工作台上使用：在使用它的回合中进行嬗变掷骰后，把它放回供应区即可重掷。未使用时照常弃掉。</translation>
    </message>
    <message>
        <source>Incomplete Philosophers&apos; Stone starts a transmutation like Attempt Transmutation and lowers its difficulty by 2, from the hand or the Table.</source>
        <translation>未完成的贤者之石像尝试嬗变一样开始一次嬗变，并从手牌或工作台上使其难度降低2。</translation>
    </message>
    <message>
        <source>Metastone stands in for any Reagent that has been in play this game, copying everything about it including Volatility, even in a Stone attempt. It cannot be sold. {gap:MO-GAP-22}</source>
        <translation>幻化石可以代替本局游戏中出现过的任何试剂，复制其一切，包括挥发度，即使在贤者之石尝试中也是如此。它不能出售。{gap:MO-GAP-22}</translation>
    </message>
    <message>
        <source>Mindstone lowers the difficulty by 1. When the attempt would give you a Research card, you may return it to the Supply to draw one more, keep one and put the other under the Research deck. {gap:MO-GAP-23}</source>
        <translation>心智石使难度降低1。当尝试会给你一张研究卡时，你可以把心智石放回供应区以多抽一张，保留其中一张，并把另一张放到研究牌堆底部。{gap:MO-GAP-23}</translation>
    </message>
    <message>
        <source>Powerstone lowers the difficulty by 1 and is the exception to the same-name limit: use as many copies as you have.</source>
        <translation>力量石使难度降低1，并且是同名限制的例外：你有多少张就能用多少张。</translation>
    </message>
    <message>
        <source>Research and Knowledge</source>
        <translation>研究与知识</translation>
    </message>
    <message>
        <source>Magnum Opus Research: take a clue of a kind you lack, if its clue discovery is already faceup; otherwise turn any facedown Discovery faceup without its reward; otherwise take an Experience token. Then set the card aside; it still counts for the tie-breaker.</source>
        <translation>炼金大业研究：如果你缺少的某种线索的线索发现已面朝上，拿取一张该种线索；否则将任意一张面朝下的发现卡翻为面朝上，但不获得其奖励；否则获得一个经验标记。然后把此卡放在一旁；它仍计入平局判定。</translation>
    </message>
    <message>
        <source>Shelf lies beside your Table but is not part of it. Once per turn you may move one Table card under it, out of reach of transmutations. If the Shelf is empty at the start of your turn and stays so, you may play one extra Tradeskill card. {gap:MO-GAP-13}</source>
        <translation>储物架放在你的工作台旁，但不属于工作台。每回合一次，你可以把一张工作台上的卡移到它下面，使其不参与嬗变。如果你的回合开始时储物架为空并保持为空，你可以多打出一张手艺卡。{gap:MO-GAP-13}</translation>
    </message>
    <message>
        <source>The Truth works only on your Table, lowers every transmutation you attempt by 1, and can never be removed once placed. {gap:MO-GAP-14}</source>
        <translation>真理只在你的工作台上生效，使你尝试的每次嬗变难度降低1，且一旦放下就永远无法移除。{gap:MO-GAP-14}</translation>
    </message>
    <message>
        <source>Master Tradeskills</source>
        <translation>大师手艺</translation>
    </message>
    <message>
        <source>Transmute: Lead to Gold and Transmute: Lead to Silver are played in the Tradeskill Phase for Gold or card draws. After a successful Gold roll you may return one Lead Reagent from hand or Table to the Supply for extra Gold: 3 with Lead to Gold, 2 with Lead to Silver. {gap:MO-GAP-24}</source>
        <translation>嬗变：铅化为金和嬗变：铅化为银在手艺阶段打出，以获得金币或抽牌。金币掷骰成功后，你可以从手牌或工作台上把一张铅试剂放回供应区以获得额外金币：铅化为金得3枚，铅化为银得2枚。{gap:MO-GAP-24}</translation>
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
        <source>A surgeon&apos;s daughter who notices what others look past. She may look at the hidden side of a monster token that the other investigators may not see. Starts with the Surgeon&apos;s Bone Saw.</source>
        <translation>外科医生的女儿，总能注意到别人忽略的东西。其他调查员看不到的怪物标记背面，她可以查看。起始物品：外科骨锯。</translation>
    </message>
    <message>
        <source>A ward nurse who has sat up with the dying more nights than she can count. Add 1 to her horror checks. Starts with Laudanum.</source>
        <translation>一位病房护士，守过的临终之夜多得数不清。她的恐惧检定+1。起始物品：鸦片酊。</translation>
    </message>
    <message>
        <source>A photographer for the society pages who never stands still for long. He may move one space more each turn. Starts with the Pocket Pistol.</source>
        <translation>为报纸社交版拍照的摄影师，从不在一处久留。他每回合可以多移动1格。起始物品：袖珍手枪。</translation>
    </message>
    <message>
        <source>A fencing teacher who carries her blade inside a walking cane, and whom fortune seldom deserts. Add 1 to her Luck tests. Starts with the Swordstick, a sharp melee weapon.</source>
        <translation>一位击剑教师，把剑藏在手杖里，好运很少离她而去。她的运气检定+1。起始物品：剑杖，一件锐器近战武器。</translation>
    </message>
    <message>
        <source>Grapple (humanoid)</source>
        <translation>擒抱（人形）</translation>
    </message>
    <message>
        <source>The madman seizes you by the collar. Test Strength to break free, or take 2 damage.</source>
        <translation>狂人揪住你的衣领。进行力量检定以挣脱；如果失败，受到2点伤害。</translation>
    </message>
    <message>
        <source>Lunge (humanoid)</source>
        <translation>猛扑（人形）</translation>
    </message>
    <message>
        <source>The madman lunges. Test Dexterity or Luck to slip aside, or take 2 damage.</source>
        <translation>狂人猛扑过来。进行敏捷或运气检定以闪身避开；如果失败，受到2点伤害。</translation>
    </message>
    <message>
        <source>Unblinking Stare (humanoid)</source>
        <translation>目不转睛的凝视（人形）</translation>
    </message>
    <message>
        <source>You meet the eyes of the madman. Test your remaining sanity, -1 for each horror you have; if you fail, take 1 horror.</source>
        <translation>你与狂人四目相对。以你剩余的神智进行检定，你每有1点恐惧则-1；如果失败，受到1点恐惧。</translation>
    </message>
    <message>
        <source>Cornered (humanoid)</source>
        <translation>走投无路（人形）</translation>
    </message>
    <message>
        <source>The madman backs you into a corner. Test Dexterity, then Will. Both pass: nothing. One pass: take 1 damage. Both fail: take 2 damage and 1 horror.</source>
        <translation>狂人把你逼进角落。先进行敏捷检定，再进行意志检定。两次都通过：无事发生。通过一次：受到1点伤害。两次都失败：受到2点伤害和1点恐惧。</translation>
    </message>
    <message>
        <source>Steady Aim (humanoid)</source>
        <translation>稳稳瞄准（人形）</translation>
    </message>
    <message>
        <source>You fire at the madman. Test Marksmanship; if you pass, deal 2 damage.</source>
        <translation>你朝狂人开枪。进行精准检定；如果通过，造成2点伤害。</translation>
    </message>
    <message>
        <source>Wild Shot (humanoid)</source>
        <translation>胡乱射击（人形）</translation>
    </message>
    <message>
        <source>Your hands shake as you fire. Test Marksmanship -1; if you pass, deal 3 damage, if you fail, take 1 horror.</source>
        <translation>你开枪时双手发抖。进行精准检定（-1）；如果通过，造成3点伤害；如果失败，受到1点恐惧。</translation>
    </message>
    <message>
        <source>Heavy Swing (humanoid)</source>
        <translation>猛力挥击（人形）</translation>
    </message>
    <message>
        <source>You bring your weapon down on the madman. Test Strength; if you pass, deal 2 damage. / You cut at the madman. Test Dexterity; if you pass, deal 2 damage.</source>
        <translation>你将武器朝狂人猛砸下去。进行力量检定；如果通过，造成2点伤害。/ 你挥刃砍向狂人。进行敏捷检定；如果通过，造成2点伤害。</translation>
    </message>
    <message>
        <source>You bring your weapon down on the madman. Test Strength; if you pass, deal 2 damage.</source>
        <translation>你将武器朝狂人猛砸下去。进行力量检定；如果通过，造成2点伤害。</translation>
    </message>
    <message>
        <source>You cut at the madman. Test Dexterity; if you pass, deal 2 damage.</source>
        <translation>你挥刃砍向狂人。进行敏捷检定；如果通过，造成2点伤害。</translation>
    </message>
    <message>
        <source>Quick Thrust (humanoid)</source>
        <translation>快速突刺（人形）</translation>
    </message>
    <message>
        <source>You strike at the madman. Test Strength or Dexterity; if you pass, deal 1 damage.</source>
        <translation>你向狂人出手。进行力量或敏捷检定；如果通过，造成1点伤害。</translation>
    </message>
    <message>
        <source>Bare Hands (humanoid)</source>
        <translation>赤手空拳（人形）</translation>
    </message>
    <message>
        <source>You throw yourself at the madman. Test Strength -1; if you pass, deal 1 damage, if you fail, take 1 damage.</source>
        <translation>你朝狂人扑了过去。进行力量检定（-1）；如果通过，造成1点伤害；如果失败，受到1点伤害。</translation>
    </message>
    <message>
        <source>Point Blank (humanoid)</source>
        <translation>抵近射击（人形）</translation>
    </message>
    <message>
        <source>You press the barrel close. Test Marksmanship, then an investigator in your room tests Luck. Both pass: deal 3 damage. One pass: deal 1 damage. Both fail: take 1 damage. / You grab for its throat. Test Strength; if you pass, deal 1 damage.</source>
        <translation>你把枪口抵了上去。先进行精准检定，然后你所在房间中的1名调查员进行运气检定。两次都通过：造成3点伤害。通过一次：造成1点伤害。两次都失败：受到1点伤害。/ 你伸手去掐它的喉咙。进行力量检定；如果通过，造成1点伤害。</translation>
    </message>
    <message>
        <source>You press the barrel close. Test Marksmanship, then an investigator in your room tests Luck. Both pass: deal 3 damage. One pass: deal 1 damage. Both fail: take 1 damage.</source>
        <translation>你把枪口抵了上去。先进行精准检定，然后你所在房间中的1名调查员进行运气检定。两次都通过：造成3点伤害。通过一次：造成1点伤害。两次都失败：受到1点伤害。</translation>
    </message>
    <message>
        <source>You grab for its throat. Test Strength; if you pass, deal 1 damage.</source>
        <translation>你伸手去掐它的喉咙。进行力量检定；如果通过，造成1点伤害。</translation>
    </message>
    <message>
        <source>Words of Power (humanoid)</source>
        <translation>力量之言（人形）</translation>
    </message>
    <message>
        <source>You speak the words at the madman. Test Will; if you pass, deal 2 damage, if you fail, take 1 horror.</source>
        <translation>你对狂人念出那些词句。进行意志检定；如果通过，造成2点伤害；如果失败，受到1点恐惧。</translation>
    </message>
    <message>
        <source>Raking Blow (humanoid)</source>
        <translation>横扫一击（人形）</translation>
    </message>
    <message>
        <source>Your blade finds a gap. Test Dexterity +1; if you pass, deal 2 damage. / A quick shot from the hip. Test Marksmanship -1; if you pass, deal 2 damage.</source>
        <translation>你的刀刃找到了破绽。进行敏捷检定（+1）；如果通过，造成2点伤害。/ 你拔枪腰射。进行精准检定（-1）；如果通过，造成2点伤害。</translation>
    </message>
    <message>
        <source>Your blade finds a gap. Test Dexterity +1; if you pass, deal 2 damage.</source>
        <translation>你的刀刃找到了破绽。进行敏捷检定（+1）；如果通过，造成2点伤害。</translation>
    </message>
    <message>
        <source>A quick shot from the hip. Test Marksmanship -1; if you pass, deal 2 damage.</source>
        <translation>你拔枪腰射。进行精准检定（-1）；如果通过，造成2点伤害。</translation>
    </message>
    <message>
        <source>Frenzy (humanoid)</source>
        <translation>狂乱（人形）</translation>
    </message>
    <message>
        <source>The madman strikes again and again. Test Strength -1; if you fail, take 3 damage.</source>
        <translation>狂人一次又一次地攻击。进行力量检定（-1）；如果失败，受到3点伤害。</translation>
    </message>
    <message>
        <source>Whisper (humanoid)</source>
        <translation>低语（人形）</translation>
    </message>
    <message>
        <source>The madman whispers something you half understand. Test Will; if you fail, take 2 horror.</source>
        <translation>狂人低声说着什么，你只听懂了一半。进行意志检定；如果失败，受到2点恐惧。</translation>
    </message>
    <message>
        <source>Grapple (beast)</source>
        <translation>擒抱（野兽）</translation>
    </message>
    <message>
        <source>The creature seizes you by the collar. Test Strength to break free, or take 2 damage.</source>
        <translation>那头生物揪住你的衣领。进行力量检定以挣脱；如果失败，受到2点伤害。</translation>
    </message>
    <message>
        <source>Lunge (beast)</source>
        <translation>猛扑（野兽）</translation>
    </message>
    <message>
        <source>The creature lunges. Test Dexterity or Luck to slip aside, or take 2 damage.</source>
        <translation>那头生物猛扑过来。进行敏捷或运气检定以闪身避开；如果失败，受到2点伤害。</translation>
    </message>
    <message>
        <source>Unblinking Stare (beast)</source>
        <translation>目不转睛的凝视（野兽）</translation>
    </message>
    <message>
        <source>You meet the eyes of the creature. Test your remaining sanity, -1 for each horror you have; if you fail, take 1 horror.</source>
        <translation>你与那头生物四目相对。以你剩余的神智进行检定，你每有1点恐惧则-1；如果失败，受到1点恐惧。</translation>
    </message>
    <message>
        <source>Cornered (beast)</source>
        <translation>走投无路（野兽）</translation>
    </message>
    <message>
        <source>The creature backs you into a corner. Test Dexterity, then Will. Both pass: nothing. One pass: take 1 damage. Both fail: take 2 damage and 1 horror.</source>
        <translation>那头生物把你逼进角落。先进行敏捷检定，再进行意志检定。两次都通过：无事发生。通过一次：受到1点伤害。两次都失败：受到2点伤害和1点恐惧。</translation>
    </message>
    <message>
        <source>Steady Aim (beast)</source>
        <translation>稳稳瞄准（野兽）</translation>
    </message>
    <message>
        <source>You fire at the creature. Test Marksmanship; if you pass, deal 2 damage.</source>
        <translation>你朝那头生物开枪。进行精准检定；如果通过，造成2点伤害。</translation>
    </message>
    <message>
        <source>Wild Shot (beast)</source>
        <translation>胡乱射击（野兽）</translation>
    </message>
    <message>
        <source>Heavy Swing (beast)</source>
        <translation>猛力挥击（野兽）</translation>
    </message>
    <message>
        <source>You bring your weapon down on the creature. Test Strength; if you pass, deal 2 damage. / You cut at the creature. Test Dexterity; if you pass, deal 2 damage.</source>
        <translation>你将武器朝那头生物猛砸下去。进行力量检定；如果通过，造成2点伤害。/ 你挥刃砍向那头生物。进行敏捷检定；如果通过，造成2点伤害。</translation>
    </message>
    <message>
        <source>You bring your weapon down on the creature. Test Strength; if you pass, deal 2 damage.</source>
        <translation>你将武器朝那头生物猛砸下去。进行力量检定；如果通过，造成2点伤害。</translation>
    </message>
    <message>
        <source>You cut at the creature. Test Dexterity; if you pass, deal 2 damage.</source>
        <translation>你挥刃砍向那头生物。进行敏捷检定；如果通过，造成2点伤害。</translation>
    </message>
    <message>
        <source>Quick Thrust (beast)</source>
        <translation>快速突刺（野兽）</translation>
    </message>
    <message>
        <source>You strike at the creature. Test Strength or Dexterity; if you pass, deal 1 damage.</source>
        <translation>你向那头生物出手。进行力量或敏捷检定；如果通过，造成1点伤害。</translation>
    </message>
    <message>
        <source>Bare Hands (beast)</source>
        <translation>赤手空拳（野兽）</translation>
    </message>
    <message>
        <source>You throw yourself at the creature. Test Strength -1; if you pass, deal 1 damage, if you fail, take 1 damage.</source>
        <translation>你朝那头生物扑了过去。进行力量检定（-1）；如果通过，造成1点伤害；如果失败，受到1点伤害。</translation>
    </message>
    <message>
        <source>Point Blank (beast)</source>
        <translation>抵近射击（野兽）</translation>
    </message>
    <message>
        <source>Words of Power (beast)</source>
        <translation>力量之言（野兽）</translation>
    </message>
    <message>
        <source>You speak the words at the creature. Test Will; if you pass, deal 2 damage, if you fail, take 1 horror.</source>
        <translation>你对那头生物念出那些词句。进行意志检定；如果通过，造成2点伤害；如果失败，受到1点恐惧。</translation>
    </message>
    <message>
        <source>Raking Blow (beast)</source>
        <translation>横扫一击（野兽）</translation>
    </message>
    <message>
        <source>Frenzy (beast)</source>
        <translation>狂乱（野兽）</translation>
    </message>
    <message>
        <source>The creature strikes again and again. Test Strength -1; if you fail, take 3 damage.</source>
        <translation>那头生物一次又一次地攻击。进行力量检定（-1）；如果失败，受到3点伤害。</translation>
    </message>
    <message>
        <source>Whisper (beast)</source>
        <translation>低语（野兽）</translation>
    </message>
    <message>
        <source>The creature whispers something you half understand. Test Will; if you fail, take 2 horror.</source>
        <translation>那头生物低声说着什么，你只听懂了一半。进行意志检定；如果失败，受到2点恐惧。</translation>
    </message>
    <message>
        <source>Grapple (eldritch)</source>
        <translation>擒抱（邪异）</translation>
    </message>
    <message>
        <source>The horror seizes you by the collar. Test Strength to break free, or take 2 damage.</source>
        <translation>那个恐怖之物揪住你的衣领。进行力量检定以挣脱；如果失败，受到2点伤害。</translation>
    </message>
    <message>
        <source>Lunge (eldritch)</source>
        <translation>猛扑（邪异）</translation>
    </message>
    <message>
        <source>The horror lunges. Test Dexterity or Luck to slip aside, or take 2 damage.</source>
        <translation>那个恐怖之物猛扑过来。进行敏捷或运气检定以闪身避开；如果失败，受到2点伤害。</translation>
    </message>
    <message>
        <source>Unblinking Stare (eldritch)</source>
        <translation>目不转睛的凝视（邪异）</translation>
    </message>
    <message>
        <source>You meet the eyes of the horror. Test your remaining sanity, -1 for each horror you have; if you fail, take 1 horror.</source>
        <translation>你与那个恐怖之物四目相对。以你剩余的神智进行检定，你每有1点恐惧则-1；如果失败，受到1点恐惧。</translation>
    </message>
    <message>
        <source>Cornered (eldritch)</source>
        <translation>走投无路（邪异）</translation>
    </message>
    <message>
        <source>The horror backs you into a corner. Test Dexterity, then Will. Both pass: nothing. One pass: take 1 damage. Both fail: take 2 damage and 1 horror.</source>
        <translation>那个恐怖之物把你逼进角落。先进行敏捷检定，再进行意志检定。两次都通过：无事发生。通过一次：受到1点伤害。两次都失败：受到2点伤害和1点恐惧。</translation>
    </message>
    <message>
        <source>Steady Aim (eldritch)</source>
        <translation>稳稳瞄准（邪异）</translation>
    </message>
    <message>
        <source>You fire at the horror. Test Marksmanship; if you pass, deal 2 damage.</source>
        <translation>你朝那个恐怖之物开枪。进行精准检定；如果通过，造成2点伤害。</translation>
    </message>
    <message>
        <source>Wild Shot (eldritch)</source>
        <translation>胡乱射击（邪异）</translation>
    </message>
    <message>
        <source>Heavy Swing (eldritch)</source>
        <translation>猛力挥击（邪异）</translation>
    </message>
    <message>
        <source>You bring your weapon down on the horror. Test Strength; if you pass, deal 2 damage. / You cut at the horror. Test Dexterity; if you pass, deal 2 damage.</source>
        <translation>你将武器朝那个恐怖之物猛砸下去。进行力量检定；如果通过，造成2点伤害。/ 你挥刃砍向那个恐怖之物。进行敏捷检定；如果通过，造成2点伤害。</translation>
    </message>
    <message>
        <source>You bring your weapon down on the horror. Test Strength; if you pass, deal 2 damage.</source>
        <translation>你将武器朝那个恐怖之物猛砸下去。进行力量检定；如果通过，造成2点伤害。</translation>
    </message>
    <message>
        <source>You cut at the horror. Test Dexterity; if you pass, deal 2 damage.</source>
        <translation>你挥刃砍向那个恐怖之物。进行敏捷检定；如果通过，造成2点伤害。</translation>
    </message>
    <message>
        <source>Quick Thrust (eldritch)</source>
        <translation>快速突刺（邪异）</translation>
    </message>
    <message>
        <source>You strike at the horror. Test Strength or Dexterity; if you pass, deal 1 damage.</source>
        <translation>你向那个恐怖之物出手。进行力量或敏捷检定；如果通过，造成1点伤害。</translation>
    </message>
    <message>
        <source>Bare Hands (eldritch)</source>
        <translation>赤手空拳（邪异）</translation>
    </message>
    <message>
        <source>You throw yourself at the horror. Test Strength -1; if you pass, deal 1 damage, if you fail, take 1 damage.</source>
        <translation>你朝那个恐怖之物扑了过去。进行力量检定（-1）；如果通过，造成1点伤害；如果失败，受到1点伤害。</translation>
    </message>
    <message>
        <source>Point Blank (eldritch)</source>
        <translation>抵近射击（邪异）</translation>
    </message>
    <message>
        <source>Words of Power (eldritch)</source>
        <translation>力量之言（邪异）</translation>
    </message>
    <message>
        <source>You speak the words at the horror. Test Will; if you pass, deal 2 damage, if you fail, take 1 horror.</source>
        <translation>你对那个恐怖之物念出那些词句。进行意志检定；如果通过，造成2点伤害；如果失败，受到1点恐惧。</translation>
    </message>
    <message>
        <source>Raking Blow (eldritch)</source>
        <translation>横扫一击（邪异）</translation>
    </message>
    <message>
        <source>Frenzy (eldritch)</source>
        <translation>狂乱（邪异）</translation>
    </message>
    <message>
        <source>The horror strikes again and again. Test Strength -1; if you fail, take 3 damage.</source>
        <translation>那个恐怖之物一次又一次地攻击。进行力量检定（-1）；如果失败，受到3点伤害。</translation>
    </message>
    <message>
        <source>Whisper (eldritch)</source>
        <translation>低语（邪异）</translation>
    </message>
    <message>
        <source>The horror whispers something you half understand. Test Will; if you fail, take 2 horror.</source>
        <translation>那个恐怖之物低声说着什么，你只听懂了一半。进行意志检定；如果失败，受到2点恐惧。</translation>
    </message>
    <message>
        <source>Disarm (humanoid)</source>
        <translation>缴械（人形）</translation>
    </message>
    <message>
        <source>You knock the weapon from the madman&apos;s hand. Test Dexterity; if you pass, deal 1 damage and the Keeper loses 1 threat. / You wrestle for the weapon. Test Strength or Dexterity; if you pass, deal 1 damage.</source>
        <translation>你把狂人手中的武器打落。进行敏捷检定；如果通过，造成1点伤害，且守密人失去1点威胁值。/ 你与对方争夺武器。进行力量或敏捷检定；如果通过，造成1点伤害。</translation>
    </message>
    <message>
        <source>You knock the weapon from the madman&apos;s hand. Test Dexterity; if you pass, deal 1 damage and the Keeper loses 1 threat.</source>
        <translation>你把狂人手中的武器打落。进行敏捷检定；如果通过，造成1点伤害，且守密人失去1点威胁值。</translation>
    </message>
    <message>
        <source>You wrestle for the weapon. Test Strength or Dexterity; if you pass, deal 1 damage.</source>
        <translation>你与对方争夺武器。进行力量或敏捷检定；如果通过，造成1点伤害。</translation>
    </message>
    <message>
        <source>A Recipe and a Warning</source>
        <translation>配方与警告</translation>
    </message>
    <message>
        <source>Once the warden&apos;s case notes are read, the greenhouse door opens, and the tincture must be brewed before anyone may take the jar.</source>
        <translation>读过院长的病例笔记后，温室的门打开了；必须先酿好药剂，才能有人取走罐子。</translation>
    </message>
    <message>
        <source>The Jar Is Lifted</source>
        <translation>罐子被取走</translation>
    </message>
    <message>
        <source>When the jar leaves the altar, a byakhee unfolds in the sunken garden and the holding cell door swings open: the Warden&apos;s patient is free.</source>
        <translation>罐子离开祭坛时，一只比亚基在下沉花园里展开双翼，拘留室的门也随之打开：院长的病人自由了。</translation>
    </message>
    <message>
        <source>Small Pale Things</source>
        <translation>苍白的小东西</translation>
    </message>
    <message>
        <source>In the fourth round, two Crawling Hand tokens appear, one in the guest bedroom and one in the library.</source>
        <translation>第四轮时出现两个爬行的手标记，一个在客房，一个在图书室。</translation>
    </message>
    <message>
        <source>The Stove Catches</source>
        <translation>炉子着火</translation>
    </message>
    <message>
        <source>In the sixth round the old kitchen stove catches fire, and the crawling one is set back in its first place.</source>
        <translation>第六轮时，厨房的旧炉子着火，爬行者回到它最初的位置。</translation>
    </message>
    <message>
        <source>The Last Round</source>
        <translation>最后一轮</translation>
    </message>
    <message>
        <source>When eighteen rounds have passed, the investigators have run out of time and lose.</source>
        <translation>满十八轮时，调查员的时间耗尽，调查员失败。</translation>
    </message>
    <message>
        <source>The Correction</source>
        <translation>更正</translation>
    </message>
    <message>
        <source>Not Enough Doses</source>
        <translation>剂量不足</translation>
    </message>
    <message>
        <source>With three or more investigators, two ingredients are not enough: a flask of quicksilver appears in the observation room.</source>
        <translation>调查员有三人或更多时，两种材料不够用：观测室里出现一瓶水银。</translation>
    </message>
    <message>
        <source>The Still Warms</source>
        <translation>蒸馏器变热</translation>
    </message>
    <message>
        <source>Once every ingredient is in hand, the still in the cellar begins to tick and a crawling one rises from the coal.</source>
        <translation>所有材料到手后，地窖里的蒸馏器开始嘀嗒作响，一只爬行者从煤堆里爬了出来。</translation>
    </message>
    <message>
        <source>Something Drops</source>
        <translation>有东西掉下来</translation>
    </message>
    <message>
        <source>In the fifth round a Crawling Hand token appears among the library shelves.</source>
        <translation>第五轮时，图书室的书架间出现一个爬行的手标记。</translation>
    </message>
    <message>
        <source>The Sleepers Arrive</source>
        <translation>梦游者到来</translation>
    </message>
    <message>
        <source>The Pendulum Swings Back</source>
        <translation>钟摆倒转</translation>
    </message>
    <message>
        <source>The tall clock takes the investigators back to the asylum years: the Time Period marker moves, and the admissions ledger and the matron appear.</source>
        <translation>落地钟把调查员带回疯人院时期：时空标记随之移动，入院登记簿和护士长出现了。</translation>
    </message>
    <message>
        <source>The Orderly on Duty</source>
        <translation>值班的护工</translation>
    </message>
    <message>
        <source>Not to Be Fed</source>
        <translation>不得喂食</translation>
    </message>
    <message>
        <source>The admissions ledger says where the Tenant was lodged, and sends the investigators further back in time.</source>
        <translation>入院登记簿写明了房客被安置在哪里，调查员要回到更久远的过去。</translation>
    </message>
    <message>
        <source>Before the Walls</source>
        <translation>墙垣之前</translation>
    </message>
    <message>
        <source>The Clock Stops</source>
        <translation>钟停了</translation>
    </message>
    <message>
        <source>When eighteen rounds have passed, the clock stops for good and the investigators lose.</source>
        <translation>满十八轮时，落地钟永远停下，调查员失败。</translation>
    </message>
    <message>
        <source>Dust and Cobwebs</source>
        <translation>灰尘与蛛网</translation>
    </message>
    <message>
        <source>You find nothing but dust.</source>
        <translation>除了灰尘，你什么也没找到。</translation>
    </message>
    <message>
        <source>Scrawled Note</source>
        <translation>潦草的字条</translation>
    </message>
    <message>
        <source>A note in the warden&apos;s hand. Gain 1 clue.</source>
        <translation>一张院长亲笔写的字条。获得1个线索。</translation>
    </message>
    <message>
        <source>A crowbar, rusted but sound. A blunt melee weapon.</source>
        <translation>一根撬棍，虽已生锈，却依然结实。近战钝器。</translation>
    </message>
    <message>
        <source>A lantern with oil still in it.</source>
        <translation>一盏提灯，里面还有灯油。</translation>
    </message>
    <message>
        <source>Service Revolver</source>
        <translation>制式左轮手枪</translation>
    </message>
    <message>
        <source>An orderly&apos;s revolver, loaded.</source>
        <translation>护工的左轮手枪，子弹已上膛。</translation>
    </message>
    <message>
        <source>Amputation Saw</source>
        <translation>截肢锯</translation>
    </message>
    <message>
        <source>A surgeon&apos;s saw, edged and heavy: a sharp and blunt melee weapon.</source>
        <translation>一把外科医生用的锯子，锋利而沉重：锐钝近战武器。</translation>
    </message>
    <message>
        <source>Laudanum Bottle</source>
        <translation>鸦片酊药瓶</translation>
    </message>
    <message>
        <source>Recover 2 sanity.</source>
        <translation>恢复2点神智。</translation>
    </message>
    <message>
        <source>Clean Bandages</source>
        <translation>干净的绷带</translation>
    </message>
    <message>
        <source>Recover 2 health.</source>
        <translation>恢复2点生命值。</translation>
    </message>
    <message>
        <source>Page of the Mists</source>
        <translation>迷雾残页</translation>
    </message>
    <message>
        <source>A torn page teaches you the Mists of Releh.</source>
        <translation>一张撕下的书页教会了你拉勒迷雾。</translation>
    </message>
    <message>
        <source>Old Almanac</source>
        <translation>旧年历</translation>
    </message>
    <message>
        <source>Gain 1 skill point.</source>
        <translation>获得1个技能点。</translation>
    </message>
    <message>
        <source>Jar of Reagents</source>
        <translation>试剂罐</translation>
    </message>
    <message>
        <source>An alchemical mixture waits on the bench. Try to finish it: solve alchemy puzzle 10A. Solved: gain 2 clues.</source>
        <translation>工作台上有一份炼金混合物等待完成。尝试完成它：挑战炼金术谜题10A。解开：获得2个线索。</translation>
    </message>
    <message>
        <source>Nest of Spiders</source>
        <translation>蜘蛛巢</translation>
    </message>
    <message>
        <source>Test Dexterity; if you fail, take 1 damage.</source>
        <translation>进行敏捷检定；如果失败，受到1点伤害。</translation>
    </message>
    <message>
        <source>Empty Drawers</source>
        <translation>空抽屉</translation>
    </message>
    <message>
        <source>Someone has been here before you. You find nothing.</source>
        <translation>有人比你先到过这里。你什么也没找到。</translation>
    </message>
    <message>
        <source>Old Newspapers</source>
        <translation>旧报纸</translation>
    </message>
    <message>
        <source>Yellowed papers about a harvest fair. Nothing of use.</source>
        <translation>一沓泛黄的报纸，讲的是一场丰收集市。毫无用处。</translation>
    </message>
    <message>
        <source>Ledger Entry</source>
        <translation>账目记录</translation>
    </message>
    <message>
        <source>A payment to a seed merchant, eleven years running. Gain 1 clue.</source>
        <translation>连续11年付给一名种子商人的款项。获得1个线索。</translation>
    </message>
    <message>
        <source>Photograph</source>
        <translation>照片</translation>
    </message>
    <message>
        <source>A staff photograph with one face scratched out. Gain 1 clue, then test Will; if you fail, take 1 horror.</source>
        <translation>一张职员合影，其中一张脸被划掉了。获得1个线索，然后进行意志检定；如果失败，受到1点恐惧。</translation>
    </message>
    <message>
        <source>Medicine Chest</source>
        <translation>药箱</translation>
    </message>
    <message>
        <source>Recover 1 health and 1 sanity.</source>
        <translation>恢复1点生命值和1点神智。</translation>
    </message>
    <message>
        <source>Memory of Home</source>
        <translation>故乡的回忆</translation>
    </message>
    <message>
        <source>Something in this room steadies you. Keep Steady Nerves.</source>
        <translation>这个房间里的某样东西让你镇定下来。保留“镇定自若”。</translation>
    </message>
    <message>
        <source>Old Habits</source>
        <translation>旧习难改</translation>
    </message>
    <message>
        <source>Your hands remember what to do. Keep Quick Hands.</source>
        <translation>你的双手记得该怎么做。保留“手脚麻利”。</translation>
    </message>
    <message>
        <source>Hard Lesson</source>
        <translation>惨痛的教训</translation>
    </message>
    <message>
        <source>You learn to trust no one. Keep Skeptic.</source>
        <translation>你学会了不相信任何人。保留“怀疑论者”。</translation>
    </message>
    <message>
        <source>Lucky Find</source>
        <translation>意外收获</translation>
    </message>
    <message>
        <source>You feel fortune turn your way. Keep Born Lucky.</source>
        <translation>你感到好运向你转来。保留“天生好运”。</translation>
    </message>
    <message>
        <source>Cane with a Blade</source>
        <translation>藏刀手杖</translation>
    </message>
    <message>
        <source>A walking cane with a blade inside: a sharp melee weapon.</source>
        <translation>一根内藏刀刃的手杖：近战锐器。</translation>
    </message>
    <message>
        <source>Box of Dynamite</source>
        <translation>一箱炸药</translation>
    </message>
    <message>
        <source>A quarryman&apos;s dynamite, dry enough to use.</source>
        <translation>采石工人用的炸药，还算干燥，能用。</translation>
    </message>
    <message>
        <source>Charred Notebook</source>
        <translation>烧焦的笔记本</translation>
    </message>
    <message>
        <source>The notebook teaches you Wither.</source>
        <translation>这本笔记本教会了你枯萎术。</translation>
    </message>
    <message>
        <source>Herbal</source>
        <translation>草药志</translation>
    </message>
    <message>
        <source>A herbal with a chapter that is not about herbs. Learn Mend Flesh.</source>
        <translation>一本草药志，其中有一章讲的却不是草药。习得愈合血肉。</translation>
    </message>
    <message>
        <source>Whispering Vent</source>
        <translation>低语的通风口</translation>
    </message>
    <message>
        <source>Voices rise from the vent. Test Will; if you fail, take 2 horror.</source>
        <translation>通风口里传来说话声。进行意志检定；如果失败，受到2点恐惧。</translation>
    </message>
    <message>
        <source>Rotten Floor</source>
        <translation>腐朽的地板</translation>
    </message>
    <message>
        <source>Test Luck; if you fail, take 2 damage.</source>
        <translation>进行运气检定；如果失败，受到2点伤害。</translation>
    </message>
    <message>
        <source>Mouldy Sacks</source>
        <translation>发霉的麻袋</translation>
    </message>
    <message>
        <source>Grey dust rises. Test Strength; if you fail, take a Mutation token.</source>
        <translation>灰色的粉尘扬起。进行力量检定；如果失败，获得1个突变标记。</translation>
    </message>
    <message>
        <source>Sleeping Draught</source>
        <translation>安眠药水</translation>
    </message>
    <message>
        <source>Recover 1 sanity.</source>
        <translation>恢复1点神智。</translation>
    </message>
    <message>
        <source>Pocket Watch</source>
        <translation>怀表</translation>
    </message>
    <message>
        <source>It still keeps time. Gain 1 skill point.</source>
        <translation>它仍在走时。获得1个技能点。</translation>
    </message>
    <message>
        <source>Creature of the Night</source>
        <translation>夜之生物</translation>
    </message>
    <message>
        <source>Each monster moves one space toward the nearest investigator.</source>
        <translation>每个怪物朝最近的调查员移动1格。</translation>
    </message>
    <message>
        <source>Sudden Rush</source>
        <translation>突然冲刺</translation>
    </message>
    <message>
        <source>One monster of the Keeper&apos;s choice moves up to two spaces.</source>
        <translation>由守密人选择1个怪物，该怪物移动至多2格。</translation>
    </message>
    <message>
        <source>Take Sample</source>
        <translation>获取样本</translation>
    </message>
    <message>
        <source>Choose an investigator who is not hiding. They take 1 damage and a Mutation token.</source>
        <translation>选择1名未躲藏的调查员。该调查员受到1点伤害，并获得1个突变标记。</translation>
    </message>
    <message>
        <source>Crawling Hands</source>
        <translation>爬行的手</translation>
    </message>
    <message>
        <source>Put a Crawling Hand token in a chosen investigator&apos;s space. They test Dexterity; if they fail, take 1 damage.</source>
        <translation>在1名选定的调查员所在的格子中放置1个爬行的手标记。该调查员进行敏捷检定；如果失败，受到1点伤害。</translation>
    </message>
    <message>
        <source>Summon Servant</source>
        <translation>召唤仆从</translation>
    </message>
    <message>
        <source>Place a maniac in the explored room farthest from every investigator.</source>
        <translation>在距离所有调查员最远的已探索房间中放置1个狂人。</translation>
    </message>
    <message>
        <source>Whispers in the Walls</source>
        <translation>墙中低语</translation>
    </message>
    <message>
        <source>Choose an investigator who is not hiding. They test Will; if they fail, take 1 horror.</source>
        <translation>选择1名未躲藏的调查员。该调查员进行意志检定；如果失败，受到1点恐惧。</translation>
    </message>
    <message>
        <source>Dark Ritual</source>
        <translation>黑暗仪式</translation>
    </message>
    <message>
        <source>Gain 1 threat, then a chosen investigator takes 1 horror.</source>
        <translation>获得1点威胁值，然后1名选定的调查员受到1点恐惧。</translation>
    </message>
    <message>
        <source>Uncontrollable Urges</source>
        <translation>无法抑制的冲动</translation>
    </message>
    <message>
        <source>Choose an investigator. They test Will -1; if they fail, they drop an item and lose their next action.</source>
        <translation>选择1名调查员。该调查员进行意志检定（-1）；如果失败，丢下1件物品，并失去其下一次行动。</translation>
    </message>
    <message>
        <source>Witchcraft</source>
        <translation>巫术</translation>
    </message>
    <message>
        <source>Choose an investigator. They test Luck; if they fail, take 1 damage and 1 horror.</source>
        <translation>选择1名调查员。该调查员进行运气检定；如果失败，受到1点伤害和1点恐惧。</translation>
    </message>
    <message>
        <source>Slipping Hours</source>
        <translation>时光流逝</translation>
    </message>
    <message>
        <source>Move the time period marker to the next time period.</source>
        <translation>将时空标记移到下一个时空。</translation>
    </message>
    <message>
        <source>Rusted Padlock</source>
        <translation>生锈的挂锁</translation>
    </message>
    <message>
        <source>Locked. An investigator with the Crowbar may break it; otherwise solve a lock puzzle.</source>
        <translation>已上锁。持有撬棍的调查员可以将其撬开；否则须解开门锁谜题。</translation>
    </message>
    <message>
        <source>Wired Door</source>
        <translation>导线封锁的门</translation>
    </message>
    <message>
        <source>The door is wired shut. Solve a wiring puzzle to open it.</source>
        <translation>这扇门被导线封死了。解开导线谜题即可将其打开。</translation>
    </message>
    <message>
        <source>Sealed with Signs</source>
        <translation>符印封门</translation>
    </message>
    <message>
        <source>Signs are scratched into the frame. Solve a rune puzzle to open it.</source>
        <translation>门框上刻满了符印。解开符文谜题即可将其打开。</translation>
    </message>
    <message>
        <source>Stiff Latch</source>
        <translation>卡住的门闩</translation>
    </message>
    <message>
        <source>Test Strength to force it open.</source>
        <translation>进行力量检定，强行将其打开。</translation>
    </message>
    <message>
        <source>Keyed Lock</source>
        <translation>钥匙锁</translation>
    </message>
    <message>
        <source>Only the Greenhouse Key opens this; otherwise test Luck to find another way.</source>
        <translation>只有温室钥匙才能打开此锁；否则进行运气检定，另寻他路。</translation>
    </message>
    <message>
        <source>Cold Draught</source>
        <translation>冷风</translation>
    </message>
    <message>
        <source>A draught puts out every light. Test Will; if you fail, take 1 horror.</source>
        <translation>一阵冷风吹灭了所有灯火。进行意志检定；如果失败，受到1点恐惧。</translation>
    </message>
    <message>
        <source>Rotten Boards</source>
        <translation>腐朽的木板</translation>
    </message>
    <message>
        <source>The floor gives way under you. Test Dexterity; if you fail, take 2 damage.</source>
        <translation>地板在你脚下塌陷。进行敏捷检定；如果失败，受到2点伤害。</translation>
    </message>
    <message>
        <source>Wrong Turn</source>
        <translation>走错路</translation>
    </message>
    <message>
        <source>The corridors fold back on themselves. Test Luck; if you fail, the Keeper moves you to a Hallway space that holds no exploration, lock or obstacle card.</source>
        <translation>走廊一圈圈绕回原处。进行运气检定；如果失败，守密人将你移到一个没有探索卡、锁闭卡或障碍卡的走廊格子。</translation>
    </message>
    <message>
        <source>Strange Skies</source>
        <translation>异样的天空</translation>
    </message>
    <message>
        <source>The window shows a sky you do not know. Test your remaining sanity; if you fail, take 2 horror.</source>
        <translation>窗外是一片你从未见过的天空。以你剩余的神智进行检定；如果失败，受到2点恐惧。</translation>
    </message>
    <message>
        <source>Someone walks where no one should be. Test Will; if you fail, take 1 horror and lose your next action.</source>
        <translation>有人在不该有人的地方走动。进行意志检定；如果失败，受到1点恐惧，并失去你的下一次行动。</translation>
    </message>
    <message>
        <source>Grasping Roots</source>
        <translation>攫人的树根</translation>
    </message>
    <message>
        <source>Roots push up between the boards. Test Strength; if you fail, take 1 damage.</source>
        <translation>树根从木板缝隙间钻了出来。进行力量检定；如果失败，受到1点伤害。</translation>
    </message>
    <message>
        <source>Lost Time</source>
        <translation>失去的时间</translation>
    </message>
    <message>
        <source>You blink and an hour has gone. Lose your next action.</source>
        <translation>你一眨眼，一个小时就过去了。失去你的下一次行动。</translation>
    </message>
    <message>
        <source>Bad Air</source>
        <translation>污浊空气</translation>
    </message>
    <message>
        <source>The air tastes of copper. Test Strength -1; if you fail, take 1 damage and 1 horror.</source>
        <translation>空气中有一股铜锈味。进行力量检定（-1）；如果失败，受到1点伤害和1点恐惧。</translation>
    </message>
    <message>
        <source>Face in the Mirror</source>
        <translation>镜中之脸</translation>
    </message>
    <message>
        <source>Your reflection smiles a moment too late. Take 1 horror.</source>
        <translation>你的倒影慢了一拍才露出微笑。受到1点恐惧。</translation>
    </message>
    <message>
        <source>Slipping Grip</source>
        <translation>手滑</translation>
    </message>
    <message>
        <source>Your hands are wet with something. Test Dexterity; if you fail, drop an item.</source>
        <translation>你的双手沾满了某种湿漉漉的东西。进行敏捷检定；如果失败，丢下1件物品。</translation>
    </message>
    <message>
        <source>Old Wound</source>
        <translation>旧伤</translation>
    </message>
    <message>
        <source>An old injury flares. Test Strength or Will; if you fail, take 1 damage.</source>
        <translation>一处旧伤突然发作。进行力量或意志检定；如果失败，受到1点伤害。</translation>
    </message>
    <message>
        <source>Spores</source>
        <translation>孢子</translation>
    </message>
    <message>
        <source>A grey dust settles on your skin. Test Luck; if you fail, take a Mutation token.</source>
        <translation>一层灰色的粉尘落在你的皮肤上。进行运气检定；如果失败，获得1个突变标记。</translation>
    </message>
    <message>
        <source>Test your remaining sanity -1 for each damage you have; if you fail, take 2 horror.</source>
        <translation>以你剩余的神智进行检定，你每有1点伤害则-1；如果失败，受到2点恐惧。</translation>
    </message>
    <message>
        <source>Unseen Hands</source>
        <translation>无形之手</translation>
    </message>
    <message>
        <source>Something tugs at your coat. Test Dexterity, then Luck. Both fail: drop an item and take 1 damage. One fails: take 1 damage.</source>
        <translation>有什么东西在扯你的外套。先进行敏捷检定，再进行运气检定。两次都失败：丢下1件物品并受到1点伤害。失败一次：受到1点伤害。</translation>
    </message>
    <message>
        <source>What the Warden Kept</source>
        <translation>院长藏了什么</translation>
    </message>
    <message>
        <source>Find the warden&apos;s case notes and learn what he kept, and where.</source>
        <translation>找到院长的病例笔记，查明他藏了什么、藏在哪里。</translation>
    </message>
    <message>
        <source>Brew the Tincture</source>
        <translation>酿制药剂</translation>
    </message>
    <message>
        <source>Complete the alchemy puzzle at the still in the cellar, following the warden&apos;s notes.</source>
        <translation>按照院长的笔记，在地窖的蒸馏器旁完成炼金术谜题。</translation>
    </message>
    <message>
        <source>Take the Jar</source>
        <translation>取走罐子</translation>
    </message>
    <message>
        <source>With the tincture on your hands, take the specimen jar from the greenhouse altar.</source>
        <translation>手上涂好药剂，从温室的祭坛上取走标本罐。</translation>
    </message>
    <message>
        <source>Carry It Out</source>
        <translation>带它出去</translation>
    </message>
    <message>
        <source>Escape across the front step of Hallway 2 while carrying the specimen jar.</source>
        <translation>带着标本罐，从2号走廊的前门台阶撤离。</translation>
    </message>
    <message>
        <source>Doctor Crane&apos;s Journal</source>
        <translation>克雷恩医生的日志</translation>
    </message>
    <message>
        <source>Find the doctor&apos;s journal and learn what went into the tonic.</source>
        <translation>找到医生的日志，查明补药里放了什么。</translation>
    </message>
    <message>
        <source>The Ingredients</source>
        <translation>材料</translation>
    </message>
    <message>
        <source>Bring back the poppy tin and the salt crock. With three or more investigators, fetch the flask of quicksilver as well.</source>
        <translation>带回罂粟罐和盐罐。调查员有三人或更多时，还要取来那瓶水银。</translation>
    </message>
    <message>
        <source>Brew the Remedy</source>
        <translation>酿制解药</translation>
    </message>
    <message>
        <source>The Clock That Still Ticks</source>
        <translation>仍在走的钟</translation>
    </message>
    <message>
        <source>Find the tall clock that still keeps time, and let it take you back.</source>
        <translation>找到那座仍在走的落地钟，让它带你回到过去。</translation>
    </message>
    <message>
        <source>The Admissions Ledger</source>
        <translation>入院登记簿</translation>
    </message>
    <message>
        <source>Further Back</source>
        <translation>更久远的过去</translation>
    </message>
    <message>
        <source>Return to the tall clock and go back further, to before the house was built.</source>
        <translation>回到落地钟前，再往回走，回到宅子建起之前。</translation>
    </message>
    <message>
        <source>The First Stone</source>
        <translation>第一块基石</translation>
    </message>
    <message>
        <source>Turn the first stone of the house in the garden. The investigators win when it is turned.</source>
        <translation>在花园里翻开宅子的第一块基石。基石翻开时，调查员获胜。</translation>
    </message>
    <message>
        <source>Fallen Shelf</source>
        <translation>倒下的架子</translation>
    </message>
    <message>
        <source>Test Strength to lift it aside before you search here.</source>
        <translation>在此搜索之前，须进行力量检定将其抬开。</translation>
    </message>
    <message>
        <source>Broken Glass</source>
        <translation>碎玻璃</translation>
    </message>
    <message>
        <source>Test Dexterity to reach past it; if you fail, take 1 damage.</source>
        <translation>进行敏捷检定，越过碎玻璃取物；如果失败，受到1点伤害。</translation>
    </message>
    <message>
        <source>Locked Trunk</source>
        <translation>上锁的箱子</translation>
    </message>
    <message>
        <source>Test Strength or Luck to open it.</source>
        <translation>进行力量或运气检定将其打开。</translation>
    </message>
    <message>
        <source>Stuck Drawer</source>
        <translation>卡住的抽屉</translation>
    </message>
    <message>
        <source>Test Strength +1 to pull it open.</source>
        <translation>进行力量检定（+1）将其拉开。</translation>
    </message>
    <message>
        <source>Battered Suitcase</source>
        <translation>破旧的手提箱</translation>
    </message>
    <message>
        <source>Test Intellect to work the clasp.</source>
        <translation>进行智力检定，弄开箱扣。</translation>
    </message>
    <message>
        <source>Nailed Lid</source>
        <translation>钉死的盖子</translation>
    </message>
    <message>
        <source>Test Strength -1 to prise it up.</source>
        <translation>进行力量检定（-1）将其撬开。</translation>
    </message>
    <message>
        <source>Memory Hole</source>
        <translation>记忆空洞</translation>
    </message>
    <message>
        <source>You forget the last hour. Take 1 health damage. Discard this card.</source>
        <translation>你忘记了刚过去的一个小时。受到1点伤害。弃掉此卡。</translation>
    </message>
    <message>
        <source>Singed Fingers</source>
        <translation>手指灼伤</translation>
    </message>
    <message>
        <source>Take 1 damage. Discard this card.</source>
        <translation>受到1点伤害。弃掉此卡。</translation>
    </message>
    <message>
        <source>Fumes</source>
        <translation>烟雾</translation>
    </message>
    <message>
        <source>Take 1 horror. Discard this card.</source>
        <translation>受到1点恐惧。弃掉此卡。</translation>
    </message>
    <message>
        <source>Strange Growth</source>
        <translation>怪异增生</translation>
    </message>
    <message>
        <source>Take a Mutation token. Discard this card.</source>
        <translation>获得1个突变标记。弃掉此卡。</translation>
    </message>
    <message>
        <source>Numb Hands</source>
        <translation>双手麻木</translation>
    </message>
    <message>
        <source>-1 Dexterity while you keep this card.</source>
        <translation>保留此卡期间，敏捷-1。</translation>
    </message>
    <message>
        <source>Clouded Mind</source>
        <translation>头脑昏沉</translation>
    </message>
    <message>
        <source>-1 Intellect while you keep this card.</source>
        <translation>保留此卡期间，智力-1。</translation>
    </message>
    <message>
        <source>Tremor</source>
        <translation>震颤</translation>
    </message>
    <message>
        <source>Keep this card. Threat effect (1): in the Keeper turn, you take 1 damage.</source>
        <translation>保留此卡。威胁效果（1）：在守密人回合中，你受到1点伤害。</translation>
    </message>
    <message>
        <source>Voices</source>
        <translation>幻声</translation>
    </message>
    <message>
        <source>Keep this card. Threat effect (1): in the Keeper turn, you take 1 horror.</source>
        <translation>保留此卡。威胁效果（1）：在守密人回合中，你受到1点恐惧。</translation>
    </message>
    <message>
        <source>Shared Visions</source>
        <translation>共同的幻象</translation>
    </message>
    <message>
        <source>Every investigator takes 1 horror. Discard this card.</source>
        <translation>每名调查员受到1点恐惧。弃掉此卡。</translation>
    </message>
    <message>
        <source>Contagion</source>
        <translation>传染</translation>
    </message>
    <message>
        <source>You and each investigator in your room take 1 damage. Discard this card.</source>
        <translation>你和你所在房间中的每名调查员各受到1点伤害。弃掉此卡。</translation>
    </message>
    <message>
        <source>Lingering Stench</source>
        <translation>恶臭不散</translation>
    </message>
    <message>
        <source>The Keeper gains 1 threat. Discard this card.</source>
        <translation>守密人获得1点威胁值。弃掉此卡。</translation>
    </message>
    <message>
        <source>Lucid Moment</source>
        <translation>清醒时刻</translation>
    </message>
    <message>
        <source>Gain 1 skill point. Discard this card.</source>
        <translation>获得1个技能点。弃掉此卡。</translation>
    </message>
    <message>
        <source>Action: you are hidden. You may move and explore while hidden; ending it costs an action or a space of movement.</source>
        <translation>行动：你进入躲藏状态。躲藏期间你可以移动和探索；结束躲藏需花费1次行动或1格移动。</translation>
    </message>
    <message>
        <source>Shrivelling</source>
        <translation>萎缩术</translation>
    </message>
    <message>
        <source>An attack spell: attack a monster in your space.</source>
        <translation>“攻击”咒语：攻击你所在格子中的1个怪物。</translation>
    </message>
    <message>
        <source>An attack spell: attack a monster in your space with words of power.</source>
        <translation>“攻击”咒语：以力量之言攻击你所在格子中的1个怪物。</translation>
    </message>
    <message>
        <source>Dread Curse</source>
        <translation>恐怖诅咒</translation>
    </message>
    <message>
        <source>Action: recover 2 health, then test Will; if you fail, take 1 horror.</source>
        <translation>行动：恢复2点生命值，然后进行意志检定；如果失败，受到1点恐惧。</translation>
    </message>
    <message>
        <source>Quiet the Mind</source>
        <translation>平心静气</translation>
    </message>
    <message>
        <source>Action: recover 2 sanity, then test Luck; if you fail, take 1 damage.</source>
        <translation>行动：恢复2点神智，然后进行运气检定；如果失败，受到1点伤害。</translation>
    </message>
    <message>
        <source>Sight Beyond</source>
        <translation>彼方之视</translation>
    </message>
    <message>
        <source>Action: gain 1 clue, then take 1 horror.</source>
        <translation>行动：获得1个线索，然后受到1点恐惧。</translation>
    </message>
    <message>
        <source>Veil of Dust</source>
        <translation>尘埃之幕</translation>
    </message>
    <message>
        <source>Action: test Intellect; if you pass, you are hidden until you move.</source>
        <translation>行动：进行智力检定；如果通过，你进入躲藏状态，直到你移动为止。</translation>
    </message>
    <message>
        <source>Call on Fortune</source>
        <translation>祈求好运</translation>
    </message>
    <message>
        <source>Action: test your remaining sanity; if you pass, gain 1 skill point, if you fail, take 2 horror.</source>
        <translation>行动：以你剩余的神智进行检定；如果通过，获得1个技能点；如果失败，受到2点恐惧。</translation>
    </message>
    <message>
        <source>Flash of Light</source>
        <translation>闪光术</translation>
    </message>
    <message>
        <source>Action: test Will; if you pass, you are hidden until you move.</source>
        <translation>行动：进行意志检定；如果通过，你进入躲藏状态，直到你移动为止。</translation>
    </message>
    <message>
        <source>Blood Pact</source>
        <translation>血之契约</translation>
    </message>
    <message>
        <source>Action: take 1 damage and gain 1 skill point.</source>
        <translation>行动：受到1点伤害，并获得1个技能点。</translation>
    </message>
    <message>
        <source>Surgeon&apos;s Bone Saw</source>
        <translation>外科骨锯</translation>
    </message>
    <message>
        <source>Action: attack a monster in your space. A sharp and blunt melee weapon.</source>
        <translation>行动：攻击你所在格子中的1个怪物。锐钝近战武器。</translation>
    </message>
    <message>
        <source>Iron Bar</source>
        <translation>铁棍</translation>
    </message>
    <message>
        <source>A blunt melee weapon.</source>
        <translation>近战钝器。</translation>
    </message>
    <message>
        <source>Laudanum</source>
        <translation>鸦片酊</translation>
    </message>
    <message>
        <source>Action: recover 1 sanity. Discard after use.</source>
        <translation>行动：恢复1点神智。使用后弃掉。</translation>
    </message>
    <message>
        <source>Pocket Pistol</source>
        <translation>袖珍手枪</translation>
    </message>
    <message>
        <source>A firearm.</source>
        <translation>枪械。</translation>
    </message>
    <message>
        <source>Swordstick</source>
        <translation>剑杖</translation>
    </message>
    <message>
        <source>Action: attack a monster in your space. A sharp melee weapon.</source>
        <translation>行动：攻击你所在格子中的1个怪物。近战锐器。</translation>
    </message>
    <message>
        <source>Dynamite</source>
        <translation>炸药</translation>
    </message>
    <message>
        <source>Action: deal 3 damage to every monster in your space. Discard after use.</source>
        <translation>行动：对你所在格子中的每个怪物造成3点伤害。使用后弃掉。</translation>
    </message>
    <message>
        <source>Notes on Hysteria</source>
        <translation>癔症笔记</translation>
    </message>
    <message>
        <source>Hand Lantern</source>
        <translation>手提灯</translation>
    </message>
    <message>
        <source>A light source.</source>
        <translation>光源。</translation>
    </message>
    <message>
        <source>The Present</source>
        <translation>现在</translation>
    </message>
    <message>
        <source>The house as you found it.</source>
        <translation>你们最初所见的宅邸。</translation>
    </message>
    <message>
        <source>The Asylum Years</source>
        <translation>疯人院时期</translation>
    </message>
    <message>
        <source>The wards are full and the lamps are lit.</source>
        <translation>病房里住满了病人，灯火通明。</translation>
    </message>
    <message>
        <source>Before the House</source>
        <translation>宅邸建成之前</translation>
    </message>
    <message>
        <source>Only the garden stands; the walls are not yet built.</source>
        <translation>这里只有花园，围墙尚未砌起。</translation>
    </message>
    <message>
        <source>Iron Will</source>
        <translation>钢铁意志</translation>
    </message>
    <message>
        <source>+1 Will.</source>
        <translation>意志+1。</translation>
    </message>
    <message>
        <source>Quick Hands</source>
        <translation>手脚麻利</translation>
    </message>
    <message>
        <source>+1 Dexterity.</source>
        <translation>敏捷+1。</translation>
    </message>
    <message>
        <source>Sharp-Eyed</source>
        <translation>目光锐利</translation>
    </message>
    <message>
        <source>+1 Marksmanship.</source>
        <translation>精准+1。</translation>
    </message>
    <message>
        <source>Well Read</source>
        <translation>博览群书</translation>
    </message>
    <message>
        <source>+1 Intellect.</source>
        <translation>智力+1。</translation>
    </message>
    <message>
        <source>Strong Back</source>
        <translation>腰背强健</translation>
    </message>
    <message>
        <source>+1 Strength.</source>
        <translation>力量+1。</translation>
    </message>
    <message>
        <source>Born Lucky</source>
        <translation>天生好运</translation>
    </message>
    <message>
        <source>+1 Luck.</source>
        <translation>运气+1。</translation>
    </message>
    <message>
        <source>Steady Nerves</source>
        <translation>镇定自若</translation>
    </message>
    <message>
        <source>+1 Will, -1 Dexterity.</source>
        <translation>意志+1，敏捷-1。</translation>
    </message>
    <message>
        <source>Hunter</source>
        <translation>猎人</translation>
    </message>
    <message>
        <source>+1 Marksmanship, -1 Intellect.</source>
        <translation>精准+1，智力-1。</translation>
    </message>
    <message>
        <source>Bookish</source>
        <translation>书呆子</translation>
    </message>
    <message>
        <source>+2 Intellect, -1 Strength.</source>
        <translation>智力+2，力量-1。</translation>
    </message>
    <message>
        <source>Brawler</source>
        <translation>斗殴好手</translation>
    </message>
    <message>
        <source>+2 Strength, -1 Will.</source>
        <translation>力量+2，意志-1。</translation>
    </message>
    <message>
        <source>Nimble</source>
        <translation>身手敏捷</translation>
    </message>
    <message>
        <source>+2 Dexterity, -1 Strength.</source>
        <translation>敏捷+2，力量-1。</translation>
    </message>
    <message>
        <source>Deadeye</source>
        <translation>神枪手</translation>
    </message>
    <message>
        <source>+2 Marksmanship, -1 Will.</source>
        <translation>精准+2，意志-1。</translation>
    </message>
    <message>
        <source>Devout</source>
        <translation>虔诚</translation>
    </message>
    <message>
        <source>+2 Will, -1 Luck.</source>
        <translation>意志+2，运气-1。</translation>
    </message>
    <message>
        <source>Gambler</source>
        <translation>赌徒</translation>
    </message>
    <message>
        <source>+2 Luck, -1 Intellect.</source>
        <translation>运气+2，智力-1。</translation>
    </message>
    <message>
        <source>Skeptic</source>
        <translation>怀疑论者</translation>
    </message>
    <message>
        <source>+1 Will, +1 Intellect, -1 Luck, -1 Marksmanship.</source>
        <translation>意志+1，智力+1，运气-1，精准-1。</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>老兵</translation>
    </message>
    <message>
        <source>+1 Strength, +1 Marksmanship, -1 Intellect, -1 Luck.</source>
        <translation>力量+1，精准+1，智力-1，运气-1。</translation>
    </message>
    <message>
        <source>Broken Arm</source>
        <translation>手臂骨折</translation>
    </message>
    <message>
        <source>Your arm hangs useless. -1 Strength while you keep this card.</source>
        <translation>你的手臂无力地垂着。保留此卡期间，力量-1。</translation>
    </message>
    <message>
        <source>Sprained Ankle</source>
        <translation>脚踝扭伤</translation>
    </message>
    <message>
        <source>Concussion</source>
        <translation>脑震荡</translation>
    </message>
    <message>
        <source>Take 1 more damage.</source>
        <translation>额外受到1点伤害。</translation>
    </message>
    <message>
        <source>Bleeding</source>
        <translation>流血不止</translation>
    </message>
    <message>
        <source>Shaking Hands</source>
        <translation>双手颤抖</translation>
    </message>
    <message>
        <source>-1 Marksmanship while you keep this card.</source>
        <translation>保留此卡期间，精准-1。</translation>
    </message>
    <message>
        <source>Night Terrors</source>
        <translation>夜惊</translation>
    </message>
    <message>
        <source>-1 Will while you keep this card.</source>
        <translation>保留此卡期间，意志-1。</translation>
    </message>
    <message>
        <source>Paranoia</source>
        <translation>偏执</translation>
    </message>
    <message>
        <source>Drop an item.</source>
        <translation>丢下1件物品。</translation>
    </message>
    <message>
        <source>Despair</source>
        <translation>绝望</translation>
    </message>
    <message>
        <source>Take 1 more horror.</source>
        <translation>额外受到1点恐惧。</translation>
    </message>
    <message>
        <source>Hysteria</source>
        <translation>歇斯底里</translation>
    </message>
    <message>
        <source>Keep this card. Threat effect (2): in the Keeper turn, you lose your next action.</source>
        <translation>保留此卡。威胁效果（2）：在守密人回合中，你失去你的下一次行动。</translation>
    </message>
    <message>
        <source>Forgetfulness</source>
        <translation>健忘</translation>
    </message>
    <message>
        <source>Run of Bad Luck</source>
        <translation>霉运连连</translation>
    </message>
    <message>
        <source>-1 Luck while you keep this card.</source>
        <translation>保留此卡期间，运气-1。</translation>
    </message>
    <message>
        <source>Do you run for the door, or stand and cover your head?</source>
        <translation>你是冲向门口，还是站在原地护住头？</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>逃跑</translation>
    </message>
    <message>
        <source>It takes you from behind as you run.</source>
        <translation>你逃跑时，它从背后扑倒了你。</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>站住</translation>
    </message>
    <message>
        <source>Its claws scrape your arms and it wheels away.</source>
        <translation>它的利爪划过你的双臂，随即盘旋飞走。</translation>
    </message>
    <message>
        <source>Do you look up at the sound of its wings?</source>
        <translation>听到它振翅的声音，你会抬头看吗？</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>抬头看</translation>
    </message>
    <message>
        <source>You see its face, and will not forget it.</source>
        <translation>你看见了它的脸，再也无法忘记。</translation>
    </message>
    <message>
        <source>Look away</source>
        <translation>移开视线</translation>
    </message>
    <message>
        <source>You keep your eyes down and it passes over.</source>
        <translation>你低垂双眼，它从你头顶掠了过去。</translation>
    </message>
    <message>
        <source>What did Doctor Crane really brew?</source>
        <translation>克雷恩医生到底酿了什么？</translation>
    </message>
    <message>
        <source>A sleeping draught for the whole parish</source>
        <translation>给整个教区的安眠药</translation>
    </message>
    <message>
        <source>The Keeper wins if the sleepers reach the house before the remedy is brewed (sixteen rounds).</source>
        <translation>如果梦游者在解药酿成之前到达宅邸（十六轮），守密人获胜。</translation>
    </message>
    <message>
        <source>The parish sleeps soundly for the first time in months. Crane&apos;s bottles are buried in lime behind the church, and nobody will say who dug the hole.</source>
        <translation>几个月来，教区第一次睡得安稳。克雷恩的瓶子被埋在教堂后面的石灰里，没有人肯说那个坑是谁挖的。</translation>
    </message>
    <message>
        <source>The sleepers never wake. They keep the doctor&apos;s house clean, and they keep his still lit, and on Sundays they queue at his door for more.</source>
        <translation>梦游者再也没有醒来。他们把医生的房子打扫得干干净净，让他的蒸馏器一直燃着，每逢礼拜天就在他门前排队，再讨一些。</translation>
    </message>
    <message>
        <source>A seed that grows in whoever drinks it</source>
        <translation>一颗在饮用者体内生长的种子</translation>
    </message>
    <message>
        <source>The remedy works on the parish, and on you. The green threads under your skin wither within a fortnight and come away like old stitches.</source>
        <translation>解药对教区有效，对你也有效。你皮肤下的绿色细丝在两周内枯萎，像旧缝线一样脱落下来。</translation>
    </message>
    <message>
        <source>You walk out of the house in the morning feeling younger than you have in years. By summer you have started to sell a tonic of your own.</source>
        <translation>早晨你走出宅邸，感觉比这些年来都更年轻。到了夏天，你已经开始卖起自己的补药了。</translation>
    </message>
    <message>
        <source>What does the Tenant want?</source>
        <translation>房客想要什么？</translation>
    </message>
    <message>
        <source>To keep the house as it is</source>
        <translation>让宅邸保持原样</translation>
    </message>
    <message>
        <source>The Keeper wins if eighteen rounds pass before the first stone is turned.</source>
        <translation>如果在第一块基石被翻开之前过去了十八轮，守密人获胜。</translation>
    </message>
    <message>
        <source>Marrow House is let again by autumn. The new family&apos;s children say the cellar is the quietest room in the house, and they are right.</source>
        <translation>到了秋天，骨髓宅又租出去了。新住户的孩子们说地窖是整座房子里最安静的房间，他们说得没错。</translation>
    </message>
    <message>
        <source>The landlord finds the clock stopped and the rooms empty. He bricks up the dining room too, to be safe, and puts the rent up.</source>
        <translation>房东发现时钟停了，房间空无一人。为了保险起见，他把餐厅也砌死了，然后涨了房租。</translation>
    </message>
    <message>
        <source>To leave by the front door</source>
        <translation>从前门离开</translation>
    </message>
    <message>
        <source>The Keeper wins if the Tenant, once awake, reaches the front hall.</source>
        <translation>如果房客醒来后到达前厅，守密人获胜。</translation>
    </message>
    <message>
        <source>It never reaches the door. The knocking goes on for a while under the new floor, and then, one wet spring, it stops.</source>
        <translation>它始终没能到达门口。新地板下的敲击声持续了一阵子，然后，在一个潮湿的春天，停了下来。</translation>
    </message>
    <message>
        <source>The front door stands open in the morning. A wide wet track runs down the steps and across the lane, toward the town and its cellars.</source>
        <translation>早晨，前门大开。一道宽阔的湿痕顺着台阶而下，穿过小巷，朝着镇子和镇上的地窖而去。</translation>
    </message>
    <message>
        <source>What does the warden want with the jar?</source>
        <translation>院长要那个罐子做什么？</translation>
    </message>
    <message>
        <source>He wants to wait it out</source>
        <translation>他想熬过这一切</translation>
    </message>
    <message>
        <source>You carry the jar out before dawn. Behind you the warden is still sitting by the cell, counting under his breath, and he does not look up.</source>
        <translation>天亮前，你们把罐子带了出去。在你们身后，院长仍坐在牢房旁，低声数着数，头也不抬。</translation>
    </message>
    <message>
        <source>Dawn comes and the warden opens the shutters himself. The jar is back on its altar, and there are new names on his list.</source>
        <translation>黎明到来，院长亲手推开了百叶窗。罐子又回到了祭坛上，而他的名单上多了几个新名字。</translation>
    </message>
    <message>
        <source>He wants hosts for it</source>
        <translation>他想为它找宿主</translation>
    </message>
    <message>
        <source>The dials on the piano lid carry six signs cut from the margins of a hymn book. Find the setting the son left them at.</source>
        <translation>琴盖上的转盘刻着六种符号，取自一本赞美诗集的页边。找出儿子当初把它们拨到的位置。</translation>
    </message>
    <message>
        <source>In Elder Table, alchemy puzzles, impassable borders with flying monsters, and escaping may also appear in second-edition scenarios; the alchemy completion roll stays a d10 there. Side Effect cards and hiding stay in first-edition stories: second edition has no Side Effect deck and no card that grants hiding. {gap:FA-GAP-32}</source>
        <translation>在Elder Table中，炼金术谜题、不可通过的边界与飞行怪物以及撤离也可以出现在第二版剧本中；炼金术谜题的完成检定在那里仍是一次d10。副作用卡和藏身只出现在第一版故事中：第二版没有副作用牌堆，也没有能让人藏身的卡牌。{gap:FA-GAP-32}</translation>
    </message>
    <message>
        <source>A second-edition scenario may also use parts of Forbidden Alchemy: its alchemy puzzle, impassable borders (which flying monsters cross) and escaping across a white edge. An alchemy puzzle gives as many puzzle actions as the skill it names (usually Lore, which stands where the first edition&apos;s Intellect stands), and Clues buy more actions as they do for any puzzle. Its completion test stays the first-edition roll: one ten-sided die against the number of correctly placed pieces, where a 1 always passes and a 10 always fails. A failed roll draws no Side Effect card, since second edition has no such deck; the scenario says what a failure costs. Hiding is left out too, because only first-edition cards grant it. With the house rule switched off, a scenario that holds an alchemy puzzle or an escape cannot be played; impassable borders and flying monsters belong to second edition as well and are never refused. {gap:FA-GAP-32}</source>
        <translation>第二版剧本也可以使用禁忌的炼金术的部件：炼金术谜题、不可通过的边界（飞行怪物可以越过）以及越过白色边缘撤离。炼金术谜题给予的谜题行动次数等于其指定技能的数值（通常是知识，对应第一版的智力），线索也像其他谜题一样可以换取更多行动。其完成检定仍是第一版的掷骰：掷一颗十面骰，对比正确放置的板块数量，1总是通过，10总是失败。检定失败不抽副作用卡，因为第二版没有这个牌堆；失败的代价由剧本决定。藏身也不包括在内，因为只有第一版的卡牌能让人藏身。关闭这条房规时，含有炼金术谜题或撤离的剧本无法进行；不可通过的边界和飞行怪物同样属于第二版，从不被拒绝。{gap:FA-GAP-32}</translation>
    </message>
    <message>
        <source>The Keeper wins when the investigators carry enough Mutation tokens between them.</source>
        <translation>当调查员们身上的突变标记总数足够多时，守密人获胜。</translation>
    </message>
    <message>
        <source>The growths on your skin fade within a week. The jar does not reach the river whole; what leaks from it kills the reeds for a mile.</source>
        <translation>不出一周，你们皮肤上的增生便消退了。罐子没能完好地抵达河边；从里面漏出的东西让方圆一英里的芦苇尽数枯死。</translation>
    </message>
    <message>
        <source>You leave the house by the front door, all of you, and go home. It is a month before anyone notices how the plants on your windowsills lean toward you.</source>
        <translation>你们所有人都从前门离开宅邸，各自回家。过了一个月，才有人注意到你们窗台上的植物都朝着你们的方向倾斜。</translation>
    </message>
    <message>
        <source>He wants to walk out</source>
        <translation>他想走出去</translation>
    </message>
    <message>
        <source>The Keeper wins if the Warden reaches the back path once his patient is free.</source>
        <translation>他的病人获得自由后，如果院长抵达后院小径，守密人获胜。</translation>
    </message>
    <message>
        <source>The warden never leaves the grounds. Whatever he meant to carry down the back lane stays behind the painted windows.</source>
        <translation>院长再也没有离开过这片地方。无论他原本打算沿着后巷带走什么，都留在了那些涂过油漆的窗户后面。</translation>
    </message>
    <message>
        <source>The warden walks out through the garden gate in his good coat and turns down the lane toward the town, and nobody stops him.</source>
        <translation>院长穿着他那件体面的外套，穿过花园大门，拐上通往镇子的小路，没有任何人拦住他。</translation>
    </message>
    <message>
        <source>Failed evade checks</source>
        <translation>回避检定失败</translation>
    </message>
    <message>
        <source>First-edition base rules the expansion only refers to: a test passes when a ten-sided die shows no more than the attribute with its modifiers; a horror check tests Will with the monster&apos;s horror rating; an evade check tests Dexterity with the monster&apos;s awareness. This decides what a failed evade check does.</source>
        <translation>以下是扩展只提及而未重述的第一版基础规则：十面骰子掷出的点数不大于经修正后的属性值时，检定通过；恐惧检定为意志检定，以怪物的恐惧值修正；回避检定为敏捷检定，以怪物的警觉修正。此项决定回避检定失败的后果。</translation>
    </message>
    <message>
        <source>Suffer the monster&apos;s damage and still finish the move</source>
        <translation>受到怪物的伤害，但仍完成移动</translation>
    </message>
    <message>
        <source>Suffer the monster&apos;s damage and stop in the monster&apos;s space</source>
        <translation>受到怪物的伤害，并停在怪物所在的格子</translation>
    </message>
    <message>
        <source>Movement per turn</source>
        <translation>每回合移动格数</translation>
    </message>
    <message>
        <source>How many spaces an investigator may move in the movement step of a turn; running as the action adds the same number again.</source>
        <translation>调查员在回合的移动步骤中可以移动的格数；将奔跑作为行动时，再增加同样的格数。</translation>
    </message>
    <message>
        <source>Horror checks on sight</source>
        <translation>遭遇即恐惧检定</translation>
    </message>
    <message>
        <source>An investigator makes a horror check when a monster and the investigator come to be in the same room, whoever moved.</source>
        <translation>当怪物与调查员进入同一房间时，无论是谁移动的，该调查员都要进行恐惧检定。</translation>
    </message>
    <message>
        <source>The whole map at the start</source>
        <translation>开局即摆出整张地图</translation>
    </message>
    <message>
        <source>In the first edition the Keeper lays out the whole house before play. With this off, rooms appear only when the story reveals them, as in second-edition play.</source>
        <translation>在第一版中，守密人在开局前就摆出整座宅邸。关闭此项时，房间只在故事揭示时才会出现，与第二版的玩法相同。</translation>
    </message>
    <message>
        <source>Keeper&apos;s hand</source>
        <translation>守密人手牌</translation>
    </message>
    <message>
        <source>How many Mythos and Trauma cards the Keeper holds; the Keeper draws up to this many at the end of each Keeper turn.</source>
        <translation>守密人持有的神话卡和创伤卡数量；每个守密人回合结束时，守密人将手牌抽至此数量。</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>着火</translation>
    </message>
    <message>
        <source>Damage an investigator suffers on stepping into a space with Fire; hidden investigators too, since hiding does not shelter from the room itself.</source>
        <translation>调查员进入着火格子时受到的伤害；躲藏的调查员也会受到，因为躲藏无法抵挡房间本身的危害。</translation>
    </message>
    <message>
        <source>Threat per investigator</source>
        <translation>每名调查员提供的威胁值</translation>
    </message>
    <message>
        <source>Threat is a pool the Keeper alone owns. At the start of each Keeper turn the Keeper gains this much threat for each investigator still playing.</source>
        <translation>威胁值是仅归守密人所有的资源池。每个守密人回合开始时，每有1名仍在游戏中的调查员，守密人就获得此数值的威胁值。</translation>
    </message>
    <message>
        <source>Starting threat</source>
        <translation>起始威胁值</translation>
    </message>
    <message>
        <source>Threat the Keeper holds before the first investigator turn.</source>
        <translation>第一个调查员回合开始前守密人持有的威胁值。</translation>
    </message>
    <message>
        <source>Alchemy attempts from an objective</source>
        <translation>由目标引发的炼金术谜题挑战</translation>
    </message>
    <message>
        <source>An alchemy attempt started by an objective or an object in the house. A card revealed while exploring always starts its attempt as part of that exploration.</source>
        <translation>由目标或宅邸中的物件引发的炼金术谜题挑战。探索时揭示的卡牌所引发的挑战，始终算作该次探索的一部分。</translation>
    </message>
    <message>
        <source>It uses the investigator&apos;s action for the turn</source>
        <translation>占用调查员本回合的行动</translation>
    </message>
    <message>
        <source>It costs no action</source>
        <translation>不花费行动</translation>
    </message>
    <message>
        <source>When everyone loses</source>
        <translation>所有人都失败时</translation>
    </message>
    <message>
        <source>The English and Chinese rulebooks disagree on epilogues when no side wins.</source>
        <translation>关于无人获胜时的结语，英文版和中文版规则书说法不一。</translation>
    </message>
    <message>
        <source>No epilogue is told when everyone loses</source>
        <translation>所有人都失败时不宣读结语</translation>
    </message>
    <message>
        <source>The epilogue of the Keeper&apos;s first story choice is told whoever wins or loses</source>
        <translation>无论胜负，都宣读守密人第一个故事选项对应的结语</translation>
    </message>
    <message>
        <source>Which cards are dealt</source>
        <translation>发放哪些卡牌</translation>
    </message>
    <message>
        <source>Card texts are our own data. This decides whether the decks hold every card of our set or only the cards the story lists.</source>
        <translation>卡牌文字是我们自己的数据。此项决定牌堆中包含我们整套卡牌，还是只包含故事所列的卡牌。</translation>
    </message>
    <message>
        <source>Only the cards the story lists</source>
        <translation>仅故事所列的卡牌</translation>
    </message>
    <message>
        <source>Every card of our set</source>
        <translation>我们整套卡牌</translation>
    </message>
    <message>
        <source>Combat cards that do not match</source>
        <translation>不相符的战斗卡</translation>
    </message>
    <message>
        <source>While the Keeper draws combat cards looking for one that answers the attack, the cards passed over go to this pile; an empty deck is reshuffled from the discards, and if still nothing answers the attack, no card is resolved.</source>
        <translation>守密人抽战斗卡寻找与该次攻击相符的卡牌时，被跳过的卡牌放入此处；牌堆抽空时将弃牌堆洗匀重组，如果仍没有与该次攻击相符的卡牌，则不结算任何卡牌。</translation>
    </message>
    <message>
        <source>Passed-over cards go to the discard pile</source>
        <translation>被跳过的卡牌放入弃牌堆</translation>
    </message>
    <message>
        <source>Passed-over cards go to the bottom of the deck</source>
        <translation>被跳过的卡牌放到牌堆底</translation>
    </message>
    <message>
        <source>Byakhees fly</source>
        <translation>比亚基会飞</translation>
    </message>
    <message>
        <source>Whether the byakhee carries the flying icon (the crawling one never does).</source>
        <translation>比亚基是否带有飞行图标（爬行者始终没有）。</translation>
    </message>
    <message>
        <source>Borders stop walking monsters</source>
        <translation>边界阻挡行走的怪物</translation>
    </message>
    <message>
        <source>Impassable borders stop monsters that do not fly, as they stop investigators. Line of sight and range reach across a border either way.</source>
        <translation>不可通过的边界会像阻挡调查员一样，阻挡不会飞的怪物。视线和范围在任何情况下都可以越过边界。</translation>
    </message>
    <message>
        <source>Apply every erratum</source>
        <translation>应用所有勘误</translation>
    </message>
    <message>
        <source>Use the corrected wording of every card with an erratum. Off: the printed wording.</source>
        <translation>凡有勘误的卡牌，均使用更正后的文字。关闭时：使用印刷的文字。</translation>
    </message>
    <message>
        <source>Replacement cards</source>
        <translation>替换卡</translation>
    </message>
    <message>
        <source>Use the corrected &quot;R&quot; version of each replaced card and never the original.</source>
        <translation>每张被替换的卡牌都使用更正后的“R”版本，绝不使用原版。</translation>
    </message>
    <message>
        <source>Offer draft stories</source>
        <translation>提供草稿故事</translation>
    </message>
    <message>
        <source>Stories are data packages; a story marked as a draft (its map or cards not yet checked) is offered only with this on.</source>
        <translation>故事是数据包；标记为草稿的故事（其地图或卡牌尚未核对）只在开启此项时才会提供。</translation>
    </message>
    <message>
        <source>Time travel by story effects only</source>
        <translation>仅凭故事效果穿越时空</translation>
    </message>
    <message>
        <source>The time period marker moves only when a card or the story says so. Off: the Keeper may also move it with the Slipping Hours keeper action.</source>
        <translation>时空标记只在卡牌或故事要求时才会移动。关闭时：守密人还可以通过“时光流逝”守密人行动移动它。</translation>
    </message>
    <message>
        <source>Mutation tokens</source>
        <translation>突变标记</translation>
    </message>
    <message>
        <source>How many Mutation tokens the supply holds; when none are left, none can be placed.</source>
        <translation>供应中突变标记的数量；用完后便不能再放置。</translation>
    </message>
    <message>
        <source>Escape edges</source>
        <translation>撤离边缘</translation>
    </message>
    <message>
        <source>A white line on an outer room edge is an escape edge, unlike the dashed impassable border.</source>
        <translation>房间外侧边缘上的白线是撤离边缘，与虚线表示的不可通过的边界不同。</translation>
    </message>
    <message>
        <source>It may be crossed only when the story asks for an escape</source>
        <translation>仅在故事要求撤离时才能越过</translation>
    </message>
    <message>
        <source>It may always be crossed; whoever crosses leaves the game</source>
        <translation>随时都可以越过；越过者离开游戏</translation>
    </message>
    <message>
        <source>Ending the Mists of Releh</source>
        <translation>结束拉勒迷雾</translation>
    </message>
    <message>
        <source>What it costs an investigator hidden by the Mists of Releh to step out of hiding; only such an investigator may explore while hidden.</source>
        <translation>被拉勒迷雾隐藏的调查员脱离躲藏需要付出的代价；只有这样的调查员才能在躲藏时探索。</translation>
    </message>
    <message>
        <source>One action or one space of movement</source>
        <translation>1次行动或1格移动</translation>
    </message>
    <message>
        <source>Nothing: it ends at will</source>
        <translation>无需代价：可随时结束</translation>
    </message>
    <message>
        <source>How hiding ends</source>
        <translation>躲藏如何结束</translation>
    </message>
    <message>
        <source>Hiding comes only from cards. A hidden investigator cannot attack, cannot be the target of a keeper action, and is passed over by monster attacks.</source>
        <translation>躲藏只能来自卡牌。躲藏的调查员不能攻击，不能成为守密人行动的目标，且会被怪物的攻击跳过。</translation>
    </message>
    <message>
        <source>It ends when the investigator moves (not with the Mists of Releh) or attacks</source>
        <translation>调查员移动（拉勒迷雾除外）或攻击时结束</translation>
    </message>
    <message>
        <source>It ends at the start of the investigator&apos;s next turn</source>
        <translation>在该调查员的下一个回合开始时结束</translation>
    </message>
    <message>
        <source>Second test with nobody else in the room</source>
        <translation>房间中无人进行第二次检定</translation>
    </message>
    <message>
        <source>A combat card may ask another investigator in the room to make the second of two tests.</source>
        <translation>战斗卡可能会要求房间中的另一名调查员进行两次检定中的第二次。</translation>
    </message>
    <message>
        <source>The attacking investigator makes both tests</source>
        <translation>由进攻的调查员进行两次检定</translation>
    </message>
    <message>
        <source>The second test counts as passed</source>
        <translation>第二次检定视为通过</translation>
    </message>
    <message>
        <source>Alchemy completion modifiers</source>
        <translation>炼金术谜题完成检定的修正</translation>
    </message>
    <message>
        <source>Skill points never apply to the completion test. This decides whether other bonuses do.</source>
        <translation>技能点永远不能用于完成检定。此项决定其他加值能否适用。</translation>
    </message>
    <message>
        <source>Nothing modifies the completion test</source>
        <translation>任何效果都不能修正完成检定</translation>
    </message>
    <message>
        <source>Only cards that name alchemy tests modify it</source>
        <translation>只有提及炼金术检定的卡牌才能修正</translation>
    </message>
    <message>
        <source>Choosing the epilogue</source>
        <translation>选择结语</translation>
    </message>
    <message>
        <source>Story choices are stored in order; which of them picks the epilogue.</source>
        <translation>故事选项按顺序保存；此项决定由哪些选项来选出结语。</translation>
    </message>
    <message>
        <source>The first story choice and the winning side</source>
        <translation>第一个故事选项和获胜方</translation>
    </message>
    <message>
        <source>The first story choice alone</source>
        <translation>仅凭第一个故事选项</translation>
    </message>
    <message>
        <source>Chinese name of Trait cards</source>
        <translation>特质卡的中文名称</translation>
    </message>
    <message>
        <source>The Chinese rulebook calls Trait cards by the word it also uses for attributes.</source>
        <translation>中文规则书称特质卡为“属性卡”，与“属性”用的是同一个词。</translation>
    </message>
    <message>
        <source>Use a distinct word for Trait cards</source>
        <translation>为特质卡使用不同的词（特质卡）</translation>
    </message>
    <message>
        <source>Use the rulebook&apos;s word</source>
        <translation>使用规则书中的词（属性卡）</translation>
    </message>
    <message>
        <source>Named monster health</source>
        <translation>具名怪物的生命值</translation>
    </message>
    <message>
        <source>Health of a named monster (a named maniac or shoggoth) given as a bonus per investigator.</source>
        <translation>具名怪物（有名字的狂人或修格斯）的生命值，以每名调查员提供的加值表示。</translation>
    </message>
    <message>
        <source>The kind&apos;s health plus the bonus for each investigator</source>
        <translation>该种怪物的生命值，加上每名调查员提供的加值</translation>
    </message>
    <message>
        <source>The bonus for each investigator alone, at least the kind&apos;s health</source>
        <translation>仅按每名调查员提供的加值计算，但不低于该种怪物的生命值</translation>
    </message>
    <message>
        <source>Card that started a finished puzzle</source>
        <translation>引发已完成谜题的卡牌</translation>
    </message>
    <message>
        <source>Where the card that started an alchemy puzzle goes once the puzzle is completed.</source>
        <translation>谜题完成后，引发炼金术谜题的卡牌的去向。</translation>
    </message>
    <message>
        <source>Its deck&apos;s discard pile</source>
        <translation>其所属牌堆的弃牌堆</translation>
    </message>
    <message>
        <source>Out of the game</source>
        <translation>移出游戏</translation>
    </message>
    <message>
        <source>Forbidden Alchemy parts in second-edition stories</source>
        <translation>第二版故事中的《禁忌的炼金术》配件</translation>
    </message>
    <message>
        <source>Side Effect deck in every story</source>
        <translation>每个故事都使用副作用牌堆</translation>
    </message>
    <message>
        <source>Set out the Side Effect deck in every first-edition story. Off: only in stories that can call for a Side Effect card.</source>
        <translation>在每个第一版故事中都摆出副作用牌堆。关闭时：只在可能要求抽副作用卡的故事中摆出。</translation>
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
        <source>Doctor Crane&apos;s Tonic</source>
        <translation>克雷恩医生的补药</translation>
    </message>
    <message>
        <source>For a shilling a bottle, Doctor Abel Crane sold a tonic that made the tired feel young. Half the parish drank it, and now half the parish sleepwalks toward his house every night. Crane has not been seen since Easter. His still is in the cellar. Find out what he put in the bottles, and brew the remedy before the sleepers arrive.</source>
        <translation>一先令一瓶，阿贝尔·克雷恩医生卖的补药能让疲惫的人感觉年轻。半个教区的人都喝过，如今半个教区的人每晚都梦游着走向他的宅邸。复活节以后就再没人见过克雷恩。他的蒸馏器在地窖里。查明他在瓶子里放了什么，并在梦游者到来之前酿出解药。</translation>
    </message>
    <message>
        <source>Doctor Crane&apos;s still, still warm</source>
        <translation>克雷恩医生的蒸馏器，余温尚存</translation>
    </message>
    <message>
        <source>A sleepwalker in a nightgown</source>
        <translation>穿睡袍的梦游者</translation>
    </message>
    <message>
        <source>Doctor Abel Crane</source>
        <translation>阿贝尔·克雷恩医生</translation>
    </message>
    <message>
        <source>Find Doctor Crane&apos;s journal and learn what went into the tonic.</source>
        <translation>找到克雷恩医生的日记，弄清补药里放了什么。</translation>
    </message>
    <message>
        <source>Bring back the two things the remedy needs: the poppy tin from the conservatory and the salt crock from the kitchen larder.</source>
        <translation>带回解药需要的两样东西：温室里的罂粟罐和厨房储藏室里的盐罐。</translation>
    </message>
    <message>
        <source>A remedy for so many needs quicksilver as well: fetch the flask from the observation room.</source>
        <translation>要给这么多人用的解药还需要水银：去观景室取回那个烧瓶。</translation>
    </message>
    <message>
        <source>By morning the remedy is in the parish pump. The sleepers wake in their own beds with muddy feet and no memory of the road.</source>
        <translation>到了早晨，解药已经倒进了教区的水泵。梦游者在自己的床上醒来，脚上沾满泥巴，却不记得走过的路。</translation>
    </message>
    <message>
        <source>The sleepers reach the house at midnight and stand in the garden in rows, waiting for the doctor to come down and pour.</source>
        <translation>午夜时分，梦游者到达宅邸，在花园里一排排站着，等待医生下楼来倒药。</translation>
    </message>
    <message>
        <source>Set the doctor&apos;s six measures in the order his journal gives them, each against its mark.</source>
        <translation>按照日记给出的顺序摆好医生的六种剂量，每一种对准它的标记。</translation>
    </message>
    <message>
        <source>The brass plate by the door still says Surgery, Mornings Only. Inside, every shelf is lined with empty brown bottles.</source>
        <translation>门边的铜牌上仍写着&quot;诊所，仅限上午&quot;。屋里每个架子上都摆满了空的棕色瓶子。</translation>
    </message>
    <message>
        <source>The last pages are not a recipe but a correction: the tonic was never meant to be drunk twice. The remedy needs poppy and rock salt.</source>
        <translation>最后几页不是配方，而是一份更正：这种补药本不该喝第二次。解药需要罂粟和岩盐。</translation>
    </message>
    <message>
        <source>The tin is dented and half full. The seeds rattle like teeth.</source>
        <translation>罐子凹了一块，里面还剩一半。种子哗啦作响，像牙齿一样。</translation>
    </message>
    <message>
        <source>Grey salt, crusted hard. Something has licked a hollow in the top of it.</source>
        <translation>灰色的盐结成了硬块。有什么东西在它顶上舔出了一个凹坑。</translation>
    </message>
    <message>
        <source>The flask is heavier than it looks, and colder.</source>
        <translation>烧瓶比看上去更重，也更冷。</translation>
    </message>
    <message>
        <source>A note in the journal&apos;s margin: more than two doses will not hold without quicksilver.</source>
        <translation>日记页边的一条笔记：超过两剂，没有水银就稳不住。</translation>
    </message>
    <message>
        <source>Down in the cellar the still begins to tick as it warms, though nobody has lit it.</source>
        <translation>地窖里，蒸馏器随着升温开始嘀嗒作响，尽管没有人点过火。</translation>
    </message>
    <message>
        <source>The remedy runs clear and smells of nothing at all.</source>
        <translation>解药清澈透明，闻起来什么味道都没有。</translation>
    </message>
    <message>
        <source>Read the dates on the labels.</source>
        <translation>读一读标签上的日期。</translation>
    </message>
    <message>
        <source>Wake the sleepwalker gently, without a shout.</source>
        <translation>轻轻地叫醒梦游者，不要大喊。</translation>
    </message>
    <message>
        <source>She presses a lamp into your hands and tells you the doctor hums when he is near.</source>
        <translation>她把一盏灯塞到你手里，告诉你医生靠近时会哼歌。</translation>
    </message>
    <message>
        <source>She wakes screaming the doctor&apos;s name, and somewhere below, he answers.</source>
        <translation>她尖叫着医生的名字醒来，而在楼下某处，他回应了。</translation>
    </message>
    <message>
        <source>Doctor Crane lies down among his bottles and laughs until he stops breathing.</source>
        <translation>克雷恩医生躺倒在他的瓶子中间，一直笑到停止呼吸。</translation>
    </message>
    <message>
        <source>Something pale drops from the library shelves and scuttles into the dark.</source>
        <translation>有个苍白的东西从图书馆的书架上掉下来，窸窸窣窣地钻进了黑暗。</translation>
    </message>
    <message>
        <source>Upstairs, the doctor starts humming again.</source>
        <translation>楼上，医生又开始哼歌了。</translation>
    </message>
    <message>
        <source>So many lamps burning in the doctor&apos;s windows draw the sleepers early.</source>
        <translation>医生的窗户里亮着这么多灯，把梦游者早早地引来了。</translation>
    </message>
    <message>
        <source>The Tenant Below the Stairs</source>
        <translation>楼梯下的房客</translation>
    </message>
    <message>
        <source>Every clock in Marrow House stopped at the same minute, and the family who rented it left without their luggage. The landlord swears the cellar was bricked up before he was born. Something under the stairs has started to knock back. The tall clock in the dining room still ticks, but it does not keep the present hour.</source>
        <translation>骨髓宅里的每一座钟都停在了同一分钟，租住这里的一家人连行李都没带就离开了。房东发誓说，地窖在他出生前就已经砌死了。楼梯下面有什么东西开始回敲。餐厅里的落地钟仍在嘀嗒作响，但它走的不是现在的时间。</translation>
    </message>
    <message>
        <source>The tall clock, ticking the wrong hour</source>
        <translation>落地钟，走着错误的时刻</translation>
    </message>
    <message>
        <source>A flat stone where the house will stand</source>
        <translation>一块平坦的石头，宅邸将在此处建起</translation>
    </message>
    <message>
        <source>A matron who thinks you are late for your shift</source>
        <translation>一位以为你上班迟到了的护士长</translation>
    </message>
    <message>
        <source>The Tenant</source>
        <translation>房客</translation>
    </message>
    <message>
        <source>Find the tall clock that still ticks, and let it take you back.</source>
        <translation>找到那座仍在走的落地钟，让它带你回到过去。</translation>
    </message>
    <message>
        <source>While the asylum stands, read the admissions ledger in the study.</source>
        <translation>趁疯人院还在，去书房读一读入院登记簿。</translation>
    </message>
    <message>
        <source>Reading Doctor Crane&apos;s journal sends the investigators after poppy and rock salt, and the doctor himself comes into the library.</source>
        <translation>读过克雷恩医生的日志后，调查员要去寻找罂粟和岩盐，克雷恩医生本人随即出现在图书室。</translation>
    </message>
    <message>
        <source>The sleepers reach the house and the investigators lose: after ten rounds with five investigators, after eleven with four, and after sixteen otherwise.</source>
        <translation>梦游者抵达宅邸，调查员失败：五名调查员时满十轮，四名时满十一轮，其他情况满十六轮。</translation>
    </message>
    <message>
        <source>With two or more investigators, a maniac in an orderly&apos;s coat appears in the guest bedroom the first time the clock turns back.</source>
        <translation>调查员有两人或更多时，落地钟第一次倒转时，一个穿护工外套的狂人出现在客房里。</translation>
    </message>
    <message>
        <source>The clock goes back to before the house was built: a byakhee comes in on the wind, the first stone lies in the garden, and the Tenant comes up into an investigator&apos;s room, rising at the end of the round.</source>
        <translation>落地钟回到宅子建起之前：一只比亚基随风而来，第一块基石就在花园里，房客从某名调查员所在的房间里钻上来，并在该轮结束时完全现身。</translation>
    </message>
    <message>
        <source>Whoever holds Doctor Crane&apos;s journal may spend an action at the still to try the alchemy puzzle. The investigators win when the remedy is brewed.</source>
        <translation>持有克雷恩医生日志的调查员可以在蒸馏器旁花费一个行动尝试炼金术谜题。解药酿成时，调查员获胜。</translation>
    </message>
    <message>
        <source>Action: discard one insanity trauma you keep. Discard after use.</source>
        <translation>行动：弃掉你保留的1张疯狂创伤卡。使用后弃掉。</translation>
    </message>
    <message>
        <source>Go back to the tall clock and further still, to before the house was built.</source>
        <translation>回到落地钟前，再往更早的时候去，去到宅邸建成之前。</translation>
    </message>
    <message>
        <source>The clock strikes, and you are standing in a dusty dining room in your own year. The cellar door is only a door.</source>
        <translation>钟声敲响，你站在属于你自己那一年的积满灰尘的餐厅里。地窖的门不过是一扇门而已。</translation>
    </message>
    <message>
        <source>The clock stops for good. Whichever year you are left in, you are not expected there.</source>
        <translation>钟永远停了。无论你被留在哪一年，那里都没有人在等你。</translation>
    </message>
    <message>
        <source>Three knocks from under the stairs, slow and patient, as if someone below has all the time there is.</source>
        <translation>楼梯下传来三声敲击，缓慢而耐心，仿佛下面的什么东西拥有全部的时间。</translation>
    </message>
    <message>
        <source>The pendulum swings backward. The wallpaper is new, the lamps are lit, and somewhere a bell is calling the night staff.</source>
        <translation>钟摆向后摆去。墙纸是新的，灯都亮着，某处有铃声在召唤夜班人员。</translation>
    </message>
    <message>
        <source>A man in a stained white coat looks up from the end of the corridor and starts toward you, smiling.</source>
        <translation>走廊尽头，一个穿着污渍斑斑白大褂的男人抬起头来，微笑着朝你走来。</translation>
    </message>
    <message>
        <source>The first entry is older than the asylum: &apos;Tenant, one. Lodged beneath the first stone. Not to be fed.&apos;</source>
        <translation>第一条记录比疯人院还要古老：&quot;房客，一名。寄居于第一块基石之下。不得喂食。&quot;</translation>
    </message>
    <message>
        <source>Persuade the matron you belong on the ward.</source>
        <translation>说服护士长你属于这个病房。</translation>
    </message>
    <message>
        <source>She rings for the orderlies, and one of them is already on the stairs.</source>
        <translation>她摇铃叫来护工，其中一个已经在楼梯上了。</translation>
    </message>
    <message>
        <source>Heave the first stone over before the ground closes on it.</source>
        <translation>在地面合拢之前把第一块基石撬翻过来。</translation>
    </message>
    <message>
        <source>The stone slips back into its bed and takes the skin off your fingers.</source>
        <translation>石头滑回了原位，蹭掉了你手指上的皮。</translation>
    </message>
    <message>
        <source>Listen at the cellar stairs and count the knocks.</source>
        <translation>在地窖楼梯口倾听，数一数敲击声。</translation>
    </message>
    <message>
        <source>It knocks less often near the locked rooms, as if it cannot bear them.</source>
        <translation>它在上锁的房间附近敲得少些，仿佛无法忍受它们。</translation>
    </message>
    <message>
        <source>The Tenant pours itself down a crack in the floor and is gone, for now.</source>
        <translation>房客顺着地板上的一道裂缝流了下去，暂时消失了。</translation>
    </message>
    <message>
        <source>The tall clock loses a minute.</source>
        <translation>落地钟慢了一分钟。</translation>
    </message>
    <message>
        <source>Whoever carries the jar wins by leaving the house across the front step of Hallway 2; nobody needs to bring the patient out. Anyone who sits with the patient tests Intellect: one who passes understands what he says and is lost to the story, one who fails takes 1 horror.</source>
        <translation>携带标本罐的人从走廊2的前门台阶离开宅邸即获胜；无需把病人带出去。任何陪病人坐下的人进行智力检定：通过者听懂了他的话，从此退出故事；失败者受到1点恐惧。</translation>
    </message>
    <message>
        <source>Mansions, first edition with Forbidden Alchemy</source>
        <translation>疯狂诡宅第一版，含《禁忌的炼金术》</translation>
    </message>
    <message>
        <source>This reference covers the Forbidden Alchemy expansion chapter by chapter. The first-edition base game&apos;s own rules are not part of it: only the defaults we use in their place are described.</source>
        <translation>本参考逐章涵盖《禁忌的炼金术》扩展。第一版基础游戏本身的规则不在其中：这里只说明我们用来代替它们的默认设定。</translation>
    </message>
    <message>
        <source>About this expansion</source>
        <translation>关于本扩展</translation>
    </message>
    <message>
        <source>Forbidden Alchemy is an expansion for the first edition of Mansions: a Keeper opposes the investigators, tests roll one ten-sided die under an attribute, and the Keeper spends threat on keeper actions. It is a separate rule set from the second edition, even where the two share a word.</source>
        <translation>《禁忌的炼金术》是疯狂诡宅第一版的扩展：由守密人与调查员对抗，检定时掷一颗十面骰子，结果须不大于属性值，守密人花费威胁值执行守密人行动。即便与第二版共用某些词语，它也是一套独立于第二版的规则。</translation>
    </message>
    <message>
        <source>The expansion&apos;s rulebook assumes the base game&apos;s rules without repeating them. Until those are written down, we use our own defaults: an attribute test passes when a ten-sided die shows the modified attribute or less; a horror check tests Will against the monster&apos;s horror rating; an evade check tests Dexterity against its awareness. {gap:FA-GAP-1}</source>
        <translation>扩展规则书默认使用基础游戏的规则，不再重复。在这些规则整理成文之前，我们使用自己的默认设定：十面骰子掷出的点数不大于修正后的属性值时，属性检定通过；恐惧检定为意志检定，以怪物的恐惧值修正；回避检定为敏捷检定，以怪物的警觉修正。{gap:FA-GAP-1}</translation>
    </message>
    <message>
        <source>Skill points come from the character data; spending one adds Luck to Intellect for the rest of a puzzle, and they are not regained unless an effect says so. {gap:FA-GAP-2} Threat is a pool the Keeper owns, and every card with a threat effect says what it costs and when it can be used. {gap:FA-GAP-3}</source>
        <translation>技能点来自角色数据；消耗一点可在本次谜题剩余时间内将运气加到智力上，除非某个效果另有说明，技能点不会恢复。{gap:FA-GAP-2} 威胁值是守密人拥有的资源池，每张带有威胁效果的卡牌都会写明其花费和使用时机。{gap:FA-GAP-3}</translation>
    </message>
    <message>
        <source>Component list</source>
        <translation>配件清单</translation>
    </message>
    <message>
        <source>The expansion contains a combined Rulebook and Investigator Guide and a Keeper Guide; 4 investigator figures and 4 monster figures (2 byakhees and 2 crawling ones).</source>
        <translation>本扩展包含一本规则书与调查员手册合订本、一本守密人手册；4个调查员模型和4个怪物模型（2个比亚基和2个爬行者）。</translation>
    </message>
    <message>
        <source>Its 140 small cards are 53 Exploration, 11 Spell, 8 Starting Item, 16 Trait, 5 Lock, 6 Obstacle, 14 Mythos, 12 Trauma and 12 Side Effect cards and 3 Time Period cards.</source>
        <translation>140张小卡牌包括：53张探索卡、11张咒语卡、8张起始物品卡、16张特质卡、5张锁闭卡、6张障碍卡、14张神话卡、12张创伤卡、12张副作用卡和3张时空卡。</translation>
    </message>
    <message>
        <source>Its 83 large cards are 43 Combat, 4 Character, 15 Event, 10 Keeper Action and 11 Objective cards.</source>
        <translation>83张大卡牌包括：43张战斗卡、4张角色卡、15张事件卡、10张守密人行动卡和11张目标卡。</translation>
    </message>
    <message>
        <source>Six punchboard sheets hold 6 map tiles (3 medium, 3 small), 5 horror tokens, 4 monster tokens, the alchemy puzzle setup tile, 12 alchemy puzzle pieces, 10 Mutation tokens, 6 Crawling Hand tokens, the Seeds marker and the Time Period marker.</source>
        <translation>六张按扣板上有：6块地图板块（3块中号、3块小号）、5个恐惧标记、4个怪物标记、炼金术谜题起始设置板、12块炼金术谜题板块、10个突变标记、6个爬行的手标记、种子标记和时空标记。</translation>
    </message>
    <message>
        <source>Component breakdown</source>
        <translation>配件分类</translation>
    </message>
    <message>
        <source>The Keeper Guide sets up each story: its clues, keeper actions, monsters and objectives. The expansion has three stories.</source>
        <translation>守密人手册为每个故事提供设置：线索、守密人行动、怪物和目标。本扩展共有三个故事。</translation>
    </message>
    <message>
        <source>An investigator figure stands for one character and marks his space; a monster figure carries its monster token in its base and marks the monster&apos;s space.</source>
        <translation>调查员模型代表一名角色并标出其所在格子；怪物模型底座中插着怪物标记，并标出该怪物所在格子。</translation>
    </message>
    <message>
        <source>Mutation tokens go on investigators, monsters or corpses, and some keeper effects depend on them. There are only 10; when none are left, no more can be placed. {gap:FA-GAP-22}</source>
        <translation>突变标记可放在调查员、怪物或尸体上，某些守密人效果取决于它们。突变标记只有10个；用完后不能再放置。{gap:FA-GAP-22}</translation>
    </message>
    <message>
        <source>Crawling Hand tokens serve the Crawling Hands keeper action; the Seeds marker serves the Seeds Exploration card of the second story.</source>
        <translation>爬行的手标记用于&quot;爬行的手&quot;守密人行动；种子标记用于第二个故事的&quot;种子&quot;探索卡。</translation>
    </message>
    <message>
        <source>The Time Period marker lies on one Time Period card, the period the investigators are in now; time travel happens only when a story allows it, and only story effects change the period. {gap:FA-GAP-21}</source>
        <translation>时空标记放在一张时空卡上，表示调查员当前所处的时期；只有故事允许时才会发生时空穿越，也只有故事效果能改变时期。{gap:FA-GAP-21}</translation>
    </message>
    <message>
        <source>The expansion icon on every card sets it apart from base-game cards. The two numbers at the foot of a Combat card (its own number and how many of its type exist) have no effect in play.</source>
        <translation>每张卡牌上的扩展图标用于将其与基础游戏的卡牌区分开。战斗卡底部的两个数字（其自身编号和同类卡的数量）在游戏中没有效果。</translation>
    </message>
    <message>
        <source>Using this expansion</source>
        <translation>使用本扩展</translation>
    </message>
    <message>
        <source>Some components join every story, base-game stories included: the Character, Starting Item, Trait, Mythos, Trauma and Combat cards, the investigator figures and the horror tokens are mixed into the base game&apos;s pools.</source>
        <translation>部分配件会加入每个故事，包括基础游戏的故事：角色卡、起始物品卡、特质卡、神话卡、创伤卡和战斗卡、调查员模型以及恐惧标记都会混入基础游戏的对应配件中。</translation>
    </message>
    <message>
        <source>The rest appear only when a story calls for them. For a Forbidden Alchemy story, fit each monster figure with its token, add the new Spell cards to the Spell decks, put the Side Effect deck beside the Trauma deck, and keep the alchemy pieces in a pile of their own. The Keeper Guide says which new Objective, Event, Keeper Action, Exploration, Lock and Obstacle cards a story uses, and a story&apos;s special rules may call for more.</source>
        <translation>其余配件只在故事需要时才出场。进行禁忌的炼金术的故事时，把每个怪物模型装上对应的标记，把新的咒语卡加入咒语牌堆，把副作用牌堆放在创伤牌堆旁，并将炼金术谜题板块单独堆成一堆。守密人手册会说明一个故事使用哪些新的目标卡、事件卡、守密人行动卡、探索卡、锁闭卡和障碍卡，故事的特殊规则也可能需要更多配件。</translation>
    </message>
    <message>
        <source>The Side Effect deck is set up only for these stories and for scenarios that can call for a Side Effect card; a switch sets it up in every first-edition story. {gap:FA-GAP-33}</source>
        <translation>副作用牌堆只在这些故事以及可能要求抽副作用卡的剧本中设置；打开一个开关后，每个第一版故事都会设置它。{gap:FA-GAP-33}</translation>
    </message>
    <message>
        <source>Eleven base-game cards are replaced by corrected reprints marked with a small R in the lower right corner; remove the originals and use only the R versions:</source>
        <translation>十一张基础游戏卡牌被右下角带有小写R标记的勘误重印版取代；请移除原卡，只使用R版：</translation>
    </message>
    <message>
        <source>the keeper actions Dark Ritual, Uncontrollable Urges and Witchcraft;</source>
        <translation>守密人行动&quot;黑暗仪式&quot;、&quot;无法控制的冲动&quot;和&quot;巫术&quot;；</translation>
    </message>
    <message>
        <source>the Eldritch Combat card that begins with standing unflinching;</source>
        <translation>以&quot;毫不退缩地站立&quot;开头的那张邪异战斗卡；</translation>
    </message>
    <message>
        <source>Objective cards 1A and 1C and Clue card 1A of the Fall of House Lynch story;</source>
        <translation>&quot;林奇家族的没落&quot;故事的目标卡1A和1C以及线索卡1A；</translation>
    </message>
    <message>
        <source>the Starting Item Dynamite, the Obstacle Suitcase, the Spell Blood Pact and the Mythos card Strange Skies.</source>
        <translation>起始物品&quot;炸药&quot;、障碍&quot;手提箱&quot;、咒语&quot;血之契约&quot;和神话卡&quot;奇异天空&quot;。</translation>
    </message>
    <message>
        <source>Their corrected texts are not in the rulebook; the replacement cards are kept as the preferred version of base-game card data, outside the expansion&apos;s card counts. {gap:FA-GAP-19}</source>
        <translation>规则书没有给出这些卡牌的勘误文字；替换卡作为基础游戏卡牌数据的首选版本保留，不计入本扩展的卡牌数量。{gap:FA-GAP-19}</translation>
    </message>
    <message>
        <source>Impassable borders</source>
        <translation>不可通过的边界</translation>
    </message>
    <message>
        <source>A dashed white line on a map tile is an impassable border. Investigators cannot cross it unless an effect allows them to, but it does not block line of sight.</source>
        <translation>地图板块上的白色虚线是不可通过的边界。除非有效果允许，调查员不能越过它，但它不阻挡视线。</translation>
    </message>
    <message>
        <source>Flying monsters, those whose token shows the flying icon, may cross it; every mi-go from the base game counts as flying.</source>
        <translation>飞行怪物（其标记上有飞行图标）可以越过它；基础游戏中的每只米-戈都算作飞行怪物。</translation>
    </message>
    <message>
        <source>Monsters that do not fly are blocked, and anything that needs only line of sight reaches across. {gap:FA-GAP-17} Of the new monsters, the byakhee flies and the crawling one does not. {gap:FA-GAP-16}</source>
        <translation>不会飞行的怪物会被阻挡，只需要视线的效果则可以越过它。{gap:FA-GAP-17} 新怪物中，比亚基会飞行，爬行者不会。{gap:FA-GAP-16}</translation>
    </message>
    <message>
        <source>Alchemy puzzles</source>
        <translation>炼金术谜题</translation>
    </message>
    <message>
        <source>Alchemy is a puzzle type beside the wiring, lock and rune puzzles: puzzle actions move and replace its pieces. Arranging the pieces never solves it by itself; the investigator must then pass a completion test. The puzzle is laid out in front of the player attempting it, never on the board.</source>
        <translation>炼金术是与导线、门锁和符文谜题并列的一种谜题：解谜行动用于移动和更换其板块。摆好板块本身并不能解开谜题；调查员随后还必须通过一次完成检定。谜题摆在挑战它的玩家面前，而不是放在版图上。</translation>
    </message>
    <message>
        <source>Setting up an alchemy puzzle</source>
        <translation>设置炼金术谜题</translation>
    </message>
    <message>
        <source>Place the setup piece that the starting card names (for example #10A) faceup. Shuffle the pile of unused alchemy pieces facedown. Draw pieces one at a time: the first goes against the top edge of the setup piece, the rest follow clockwise until every edge has one piece.</source>
        <translation>将起始卡牌指定的起始设置板块（例如#10A）面朝上放好。将未使用的炼金术谜题板块面朝下洗匀。每次抽一块：第一块放在起始设置板块的上边，其余按顺时针方向依次放置，直到每条边都有一块。</translation>
    </message>
    <message>
        <source>Every alchemy piece has exactly one edge with a coloured shape: a blue circle, a red diamond or a yellow triangle. A piece is always placed with that edge against the setup piece.</source>
        <translation>每块炼金术谜题板块恰好有一条边带有彩色图形：蓝圆圈、红方块或黄三角。放置板块时，总是让这条边贴着起始设置板块。</translation>
    </message>
    <message>
        <source>The rulebook does not say how many edges the setup tile has. We use a double-sided tile (sides 10A and 10B) with six edges by default; eight is a choice. {gap:FA-GAP-4} Four pieces carry each shape, and each side of the tile shows each shape equally often in a fixed order. {gap:FA-GAP-5}</source>
        <translation>规则书没有说明起始设置板有几条边。我们默认使用一块双面板（10A面和10B面），有六条边；也可以选择八条边。{gap:FA-GAP-4} 每种图形各有四块，起始设置板的每一面以固定顺序均等地显示每种图形。{gap:FA-GAP-5}</translation>
    </message>
    <message>
        <source>Attempting an alchemy puzzle</source>
        <translation>挑战炼金术谜题</translation>
    </message>
    <message>
        <source>The player gets as many puzzle actions as the investigator&apos;s Intellect, and may spend them on two moves:</source>
        <translation>玩家获得与调查员智力值相等的解谜行动，可将其用于两种操作：</translation>
    </message>
    <message>
        <source>Swap (1 action): exchange two adjacent pieces, pieces that touch.</source>
        <translation>交换（1个行动）：交换两块相邻（彼此接触）的板块。</translation>
    </message>
    <message>
        <source>Replace (2 actions): first choose a piece and discard it, then draw a random piece from the unused pile into the gap. Other puzzles draw first and choose after; alchemy chooses first.</source>
        <translation>更换（2个行动）：先选择一块板块并弃掉，再从未使用的板块堆中随机抽一块放入空位。其他谜题是先抽后选，炼金术谜题则是先选后抽。</translation>
    </message>
    <message>
        <source>The player may stop at any time, and the attempt stops when no actions are left; either way the completion test follows. An alchemy puzzle that a card revealed while exploring is part of that explore action.</source>
        <translation>玩家可以随时停止，行动用完时挑战也会停止；无论哪种情况，之后都要进行完成检定。探索时由卡牌揭示的炼金术谜题属于那次探索行动的一部分。</translation>
    </message>
    <message>
        <source>Pieces on neighbouring edges touch, and the first and last edges are neighbours too. {gap:FA-GAP-6} A replaced piece stays out until the attempt ends. {gap:FA-GAP-7} With the pile empty, Replace is not possible. {gap:FA-GAP-10}</source>
        <translation>相邻边上的板块彼此接触，第一条边和最后一条边也相邻。{gap:FA-GAP-6} 被更换下的板块在挑战结束前不会回到板块堆。{gap:FA-GAP-7} 板块堆用完时不能再更换。{gap:FA-GAP-10}</translation>
    </message>
    <message>
        <source>An attempt started by an objective costs one of the investigator&apos;s actions; one started by a revealed card belongs to the explore action. There is no other limit. {gap:FA-GAP-11}</source>
        <translation>由目标触发的挑战要花费调查员的一个行动；由揭示的卡牌触发的挑战属于那次探索行动。除此之外没有其他限制。{gap:FA-GAP-11}</translation>
    </message>
    <message>
        <source>An example attempt</source>
        <translation>挑战示例</translation>
    </message>
    <message>
        <source>Jenny Barnes has Intellect 4, so 4 puzzle actions. She swaps two pieces (1 action), replaces one (2 actions: discard, then draw) and keeps the last action unused. She now has 4 pieces correctly placed and rolls 7 on the ten-sided die: the test fails. She draws a Side Effect card and then checks the starting card for any further result of failure.</source>
        <translation>珍妮·巴恩斯的智力为4，因此有4个解谜行动。她交换两块板块（1个行动），更换一块（2个行动：先弃掉再抽取），并保留最后一个行动不用。此时她有4块板块正确放置，十面骰子掷出7：检定失败。她抽一张副作用卡，然后查看起始卡牌上失败的其他结果。</translation>
    </message>
    <message>
        <source>Completing an alchemy puzzle</source>
        <translation>完成炼金术谜题</translation>
    </message>
    <message>
        <source>A piece is correctly placed when its shape matches the shape on the edge of the setup piece it touches. For the completion test, roll one ten-sided die: it passes if the result is no more than the number of correctly placed pieces, and fails otherwise. Skill points cannot help this test.</source>
        <translation>当一块板块的图形与它所贴着的起始设置板块那条边上的图形相同时，该板块即为正确放置。进行完成检定时，掷一个十面骰子：结果不大于正确放置的板块数则通过，否则失败。技能点不能用于这次检定。</translation>
    </message>
    <message>
        <source>A 1 always passes and a 10 always fails, here as on every ten-sided test. {gap:FA-GAP-9} No other modifier applies, unless a card names alchemy tests. {gap:FA-GAP-27}</source>
        <translation>与所有十面骰子检定一样，掷出1总是通过，掷出10总是失败。{gap:FA-GAP-9} 除非某张卡牌点名炼金术检定，否则不适用其他任何修正。{gap:FA-GAP-27}</translation>
    </message>
    <message>
        <source>Passing completes the puzzle, with the result the starting card gives; usually the starting card is discarded and the investigator may go on moving or exploring. It goes to its deck&apos;s discard pile, not out of the game. {gap:FA-GAP-31}</source>
        <translation>通过检定即完成谜题，并获得起始卡牌给出的结果；通常起始卡牌会被弃掉，调查员可以继续移动或探索。该卡进入其牌堆的弃牌堆，而不是移出游戏。{gap:FA-GAP-31}</translation>
    </message>
    <message>
        <source>Each failed alchemy test makes the investigator draw a Side Effect card, on top of any failure the starting card lists.</source>
        <translation>每次炼金术检定失败，调查员都要抽一张副作用卡，另外还要承受起始卡牌列出的失败结果。</translation>
    </message>
    <message>
        <source>Pass or fail, all the pieces then go facedown to the bottom of the alchemy pile; a failed alchemy puzzle does not stay as it was, and the next attempt starts from a new setup. The rulebook&apos;s examples shuffle them in instead; we follow the rule. {gap:FA-GAP-8}</source>
        <translation>无论成败，之后所有板块都面朝下放回炼金术谜题板块堆底部；失败的炼金术谜题不会保持原状，下次挑战要重新设置。规则书的示例是将它们洗入板块堆；我们遵循规则条文。{gap:FA-GAP-8}</translation>
    </message>
    <message>
        <source>Other alchemy puzzle rules</source>
        <translation>炼金术谜题的其他规则</translation>
    </message>
    <message>
        <source>The base game&apos;s rules on resetting puzzles, skill points, secrecy and cheating apply to alchemy puzzles unchanged. During the attempt, but never on the completion test, a skill point adds the investigator&apos;s Luck to Intellect for more puzzle actions.</source>
        <translation>基础游戏关于重设谜题、技能点、保密和作弊的规则同样适用于炼金术谜题。在挑战期间（但绝不在完成检定时），一点技能点可以把调查员的运气加到智力上，以获得更多解谜行动。</translation>
    </message>
    <message>
        <source>Side Effect cards</source>
        <translation>副作用卡</translation>
    </message>
    <message>
        <source>To draw a Side Effect card, take the top card of the deck and lay it faceup beside your investigator card; its text takes effect at once. A card that says to discard it immediately is discarded once resolved; any other stays in play until the game ends or an effect discards it.</source>
        <translation>抽副作用卡时，拿取牌堆顶的一张，面朝上放在你的调查员卡旁；其文字立即生效。写明立即弃掉的卡牌在结算后弃掉；其他卡牌留在场上，直到游戏结束或被某个效果弃掉。</translation>
    </message>
    <message>
        <source>A card with the multi-investigator icon drawn when only one investigator is playing is discarded and another is drawn instead.</source>
        <translation>只有一名调查员参与游戏时，若抽到带有多人图标的卡牌，则将其弃掉并另抽一张。</translation>
    </message>
    <message>
        <source>Discarded Side Effect cards form a discard pile that is shuffled into a new deck when the deck runs out, and redraws go on until a card without the icon turns up. {gap:FA-GAP-13} The card texts are supplied as data. {gap:FA-GAP-14}</source>
        <translation>弃掉的副作用卡组成弃牌堆，牌堆抽完时将弃牌堆洗匀作为新牌堆，并持续重抽，直到抽到一张没有多人图标的卡牌为止。{gap:FA-GAP-13} 卡牌文字以数据形式提供。{gap:FA-GAP-14}</translation>
    </message>
    <message>
        <source>Epilogues</source>
        <translation>结语</translation>
    </message>
    <message>
        <source>Every story of the expansion has epilogues, read aloud to everyone after the game. Which one is read depends on the choice on the Keeper&apos;s #1 story choice marker and on which side won; the texts are in the Keeper Guide.</source>
        <translation>本扩展的每个故事都有结语，在游戏结束后向所有人朗读。朗读哪一段取决于守密人#1故事选项标记上的选择以及获胜的一方；文字见守密人手册。</translation>
    </message>
    <message>
        <source>No epilogue is read when everyone loses. {gap:FA-GAP-12} The Keeper&apos;s choices are kept as a numbered list, and the epilogue is found by story, first choice and winner. {gap:FA-GAP-28}</source>
        <translation>所有人都失败时不朗读结语。{gap:FA-GAP-12} 守密人的选择按编号列表保存，结语按故事、第一个选择和获胜方查找。{gap:FA-GAP-28}</translation>
    </message>
    <message>
        <source>Combat cards</source>
        <translation>战斗卡</translation>
    </message>
    <message>
        <source>Some Combat cards list two attack types for investigators. When one is drawn for an investigator&apos;s attack, only the entry matching his weapon is resolved; if neither matches, the Keeper draws again until a card matches.</source>
        <translation>有些战斗卡为调查员列出了两种攻击类型。调查员攻击时抽到这样的卡，只结算与其武器相符的那一项；若两项都不相符，守密人重新抽牌，直到抽到相符的卡牌。</translation>
    </message>
    <message>
        <source>Cards that did not match go to the Combat discard pile, which is reshuffled when the deck runs out; if still nothing matches, the attack has no Combat card. {gap:FA-GAP-15}</source>
        <translation>不相符的卡牌进入战斗卡弃牌堆，牌堆抽完时重新洗匀；若仍然没有相符的卡牌，这次攻击就没有战斗卡。{gap:FA-GAP-15}</translation>
    </message>
    <message>
        <source>Other rules</source>
        <translation>其他规则</translation>
    </message>
    <message>
        <source>The smaller rules the expansion adds:</source>
        <translation>本扩展新增的较小规则：</translation>
    </message>
    <message>
        <source>New weapon type</source>
        <translation>新武器类型</translation>
    </message>
    <message>
        <source>A sharp and blunt melee weapon counts as both a sharp and a blunt melee weapon. For an attack with one, the Keeper resolves the first Combat card drawn that has an entry for melee, sharp melee or blunt melee weapons.</source>
        <translation>锐钝近战武器同时算作近战锐器和近战钝器。用它攻击时，守密人结算抽到的第一张带有近战武器、近战锐器或近战钝器条目的战斗卡。</translation>
    </message>
    <message>
        <source>Secrecy and byakhees</source>
        <translation>保密与比亚基</translation>
    </message>
    <message>
        <source>When a byakhee deals or takes damage, only the Keeper looks at the underside of its token; the investigators never see it. Darrell Simmins may look, with his Keen Eye ability.</source>
        <translation>比亚基造成或受到伤害时，只有守密人查看其标记的背面；调查员永远看不到。达雷尔·西明子可以凭借其&quot;鹰眼锐目&quot;技能查看。</translation>
    </message>
    <message>
        <source>For a byakhee&apos;s special attack, the Keeper reads out only the question on the underside. When the investigator answers, the Keeper reads out only the outcome of that answer; the other stays secret.</source>
        <translation>比亚基进行特殊进攻时，守密人只读出背面上的问题。调查员回答后，守密人只读出该回答的结果；另一个结果保密。</translation>
    </message>
    <message>
        <source>New Combat card tests</source>
        <translation>新的战斗卡检定</translation>
    </message>
    <message>
        <source>Either/or test: the investigator chooses one of the two attributes named and tests it.</source>
        <translation>二选一检定：调查员从所列的两项属性中选择一项进行检定。</translation>
    </message>
    <message>
        <source>Non-attribute test: work out the number named (such as your remaining sanity) and roll one ten-sided die; the test passes if the roll is no more than that number.</source>
        <translation>无属性检定：算出所指定的数值（例如你剩余的神智），然后掷一个十面骰子；结果不大于该数值则通过。</translation>
    </message>
    <message>
        <source>Conditional modifier: applied to the attribute before the roll. A roll of 1 always passes, a roll of 10 always fails.</source>
        <translation>条件修正：在掷骰前施加于属性。掷出1总是通过，掷出10总是失败。</translation>
    </message>
    <message>
        <source>Multiple tests: both tests are made in the order given, and the card gives the outcome for both passed, both failed, and one of each.</source>
        <translation>多重检定：按所给顺序进行两项检定，卡牌会分别给出两项都通过、两项都失败以及一过一败时的结果。</translation>
    </message>
    <message>
        <source>When the second test belongs to another investigator in your room and there is none, the attacker makes both. {gap:FA-GAP-26}</source>
        <translation>当第二项检定应由你所在房间的另一名调查员进行而该房间没有其他调查员时，由攻击者进行两项检定。{gap:FA-GAP-26}</translation>
    </message>
    <message>
        <source>Threat effects</source>
        <translation>威胁效果</translation>
    </message>
    <message>
        <source>Some Trauma and Side Effect cards have effects the Keeper triggers by spending threat. Each card gives its own rules and timing and shows a threat cost like a keeper action card&apos;s. Triggering one does not count as a keeper action. {gap:FA-GAP-3}</source>
        <translation>有些创伤卡和副作用卡带有守密人花费威胁值触发的效果。每张卡牌都给出自己的规则和时机，并像守密人行动卡那样标出威胁花费。触发这种效果不算守密人行动。{gap:FA-GAP-3}</translation>
    </message>
    <message>
        <source>Escaping</source>
        <translation>撤离</translation>
    </message>
    <message>
        <source>When winning requires investigators or a monster to escape a room, they may leave it across a white line on the room&apos;s edge as well as through an open door, but only where that edge leads to no other room.</source>
        <translation>当获胜需要调查员或怪物从某个房间逃离时，他们除了通过开放的门，还可以越过房间边缘的白线离开，但只限于该边不通往其他房间的地方。</translation>
    </message>
    <message>
        <source>Escape edges are kept apart from impassable borders in the map data, and crossing one is only possible for a required escape. {gap:FA-GAP-23}</source>
        <translation>地图数据中撤离边与不可通过的边界分开记录，且只有在需要撤离时才能越过撤离边。{gap:FA-GAP-23}</translation>
    </message>
    <message>
        <source>Hiding</source>
        <translation>躲藏</translation>
    </message>
    <message>
        <source>No keeper action can target a hidden investigator, Take Sample for example. He is still affected by his room&apos;s Fire or Darkness, still makes a horror check when a monster enters, and an effect that lets someone choose an investigator in the same room may choose him.</source>
        <translation>任何守密人行动都不能以躲藏的调查员为目标，例如&quot;获取样本&quot;。他仍会受到所在房间着火或黑暗的影响，怪物进入时仍要进行恐惧检定，允许某人选择同一房间内一名调查员的效果也可以选择他。</translation>
    </message>
    <message>
        <source>An investigator hidden by the Mists of Releh may move and stay hidden, and may explore; moving into a room with a monster still brings a horror check, and the movement rules, evade checks included, still apply. He may end the hiding with a move or an action. {gap:FA-GAP-24}</source>
        <translation>受拉勒迷雾隐藏的调查员可以移动并保持躲藏，也可以探索；移动进入有怪物的房间仍会引发恐惧检定，移动规则（包括回避检定）仍然适用。他可以通过一次移动或行动结束躲藏。{gap:FA-GAP-24}</translation>
    </message>
    <message>
        <source>A hidden investigator, Mists of Releh or not, cannot attack and cannot cast attack spells.</source>
        <translation>躲藏的调查员（无论是否因拉勒迷雾）不能攻击，也不能施放&quot;攻击&quot;咒语。</translation>
    </message>
    <message>
        <source>Hiding comes only from card effects and ends when the investigator moves (except under the Mists) or does what the hiding card names. {gap:FA-GAP-25}</source>
        <translation>躲藏只来自卡牌效果，当调查员移动（拉勒迷雾下除外）或执行躲藏卡牌指定的事情时结束。{gap:FA-GAP-25}</translation>
    </message>
    <message>
        <source>Errata</source>
        <translation>勘误</translation>
    </message>
    <message>
        <source>The published corrections apply in every case; a digital table has no printing to tell apart. {gap:FA-GAP-18}</source>
        <translation>已公布的勘误在任何情况下都适用；数字牌桌没有印刷版本之分。{gap:FA-GAP-18}</translation>
    </message>
    <message>
        <source>Wrong Turn (failure): the Keeper may move the investigator to any other Hallway space whose Hallway holds no Exploration, Lock or Obstacle card.</source>
        <translation>走错路（失败）：守密人可以把该调查员移动到任意另一个走廊格子，前提是该走廊中没有探索卡、锁闭卡或障碍卡。</translation>
    </message>
    <message>
        <source>Bone Saw and Sword Cane begin with an action to attack a monster in your space; Studies on Hysteria discards 1 insanity trauma; Memory Hole speaks of health, not stamina.</source>
        <translation>骨锯和剑杖以&quot;攻击你所在格子中的一个怪物&quot;的行动开头；《癔症研究》弃掉1张疯狂创伤卡；&quot;记忆空洞&quot;指的是生命值，而非耐力。</translation>
    </message>
    <message>
        <source>Story 1: Objective 1B lets an investigator holding Clue 1 spend an action on Alchemy Puzzle #10B, and passing it wins; Event III speaks of health; Event IV puts West in the Library as a named maniac with 3 more health per investigator, moving up to 3 spaces with Creature of Night.</source>
        <translation>故事1：目标1B允许持有线索1的调查员花费一个行动挑战炼金术谜题#10B，通过即获胜；事件III指的是生命值；事件IV把韦斯特作为具名疯子放在图书馆，每有一名调查员，其生命值加3，并借助&quot;夜之生物&quot;移动至多3格。</translation>
    </message>
    <message>
        <source>Story 2: Objective 1C puts The Pet, a named shoggoth with 5 more health per investigator, in a room with an investigator, and it cannot enter a room with a Lock card; the map uses the Guest Bedroom, not the Holding Cell, and no sealed door; the Seed Cards name the Guest Bedroom.</source>
        <translation>故事2：目标1C把&quot;宠物&quot;——一只每有一名调查员生命值加5的具名修格斯——放进一个有调查员的房间，它不能进入有锁闭卡的房间；地图使用客房而不是禁闭室，也没有封闭的门；种子卡点名的是客房。</translation>
    </message>
    <message>
        <source>Story 3: the Greenhouse gets an Altar in its space farthest from the door; False Clue replaces Electrical Trap; the second Guest Bedroom 4A is 4B; Objective 1C swaps its pass and fail results, and the investigators win when the one carrying the Yellow Matter escapes from Hallway 2, without the test subject.</source>
        <translation>故事3：温室中离门最远的格子里放一座祭坛；&quot;假线索&quot;取代&quot;电击陷阱&quot;；第二间客房4A改为4B；目标1C互换其通过和失败的结果，当携带黄色物质的调查员从走廊2撤离且不带实验对象时，调查员获胜。</translation>
    </message>
    <message>
        <source>A named monster&apos;s health is the base monster&apos;s health plus the bonus times the number of investigators. {gap:FA-GAP-30} The stories themselves are not in the rulebook: our stories are our own, written with every mechanic of the expansion. {gap:FA-GAP-20}</source>
        <translation>具名怪物的生命值等于基础怪物的生命值加上加成乘以调查员人数。{gap:FA-GAP-30} 规则书中没有这些故事本身：我们的故事是原创的，用上了本扩展的每一种机制。{gap:FA-GAP-20}</translation>
    </message>
    <message>
        <source>Terms in Chinese</source>
        <translation>中文术语</translation>
    </message>
    <message>
        <source>The Chinese rulebook uses some terms in more than one form. Elder Table uses one form for each throughout and calls Trait cards by a word of their own, so that they are not confused with attributes. {gap:FA-GAP-29}</source>
        <translation>中文规则书对部分术语使用了不止一种译法。Elder Table全程每个术语只用一种译法，并为特质卡使用专门的词，以免与属性混淆。{gap:FA-GAP-29}</translation>
    </message>
    <message>
        <source>Mansions, second edition</source>
        <translation>疯狂诡宅，第二版</translation>
    </message>
    <message>
        <source>The app and the golden rules</source>
        <translation>应用与黄金规则</translation>
    </message>
    <message>
        <source>In the second edition nobody plays the Keeper: the app is the hidden opponent. It builds the map, writes the mythos events, activates every monster and alone decides whether the investigators have won or lost. Here Elder Table is that app; the content you enable is the content it uses.</source>
        <translation>第二版中没有人扮演守密人：应用就是隐藏的对手。它搭建地图、编写神话事件、激活每个怪物，并独自判定调查员是胜是负。在这里，Elder Table就是这个应用；你启用的内容就是它所用的内容。</translation>
    </message>
    <message>
        <source>The players control the investigators. Several golden rules settle how to read everything else:</source>
        <translation>玩家控制调查员。几条黄金规则决定了其他一切规则如何解读：</translation>
    </message>
    <message>
        <source>This reference is the last word on rules, except where a card, token or the app says otherwise: then the component or the app wins.</source>
        <translation>本参考是规则的最终依据，除非某张卡牌、标记或应用另有说明：此时以配件或应用为准。</translation>
    </message>
    <message>
        <source>&quot;Cannot&quot; is absolute; no other effect overrides it.</source>
        <translation>&quot;不能&quot;是绝对的；任何其他效果都不能推翻它。</translation>
    </message>
    <message>
        <source>&quot;Can&quot; offers an option to use during play; &quot;may&quot; marks an optional effect that is used or declined at once.</source>
        <translation>&quot;可以&quot;表示在游戏中可使用的选项；&quot;可选&quot;表示当即使用或放弃的可选效果。</translation>
    </message>
    <message>
        <source>The investigators decide together on rule questions and on the order of effects that happen at the same time. If they cannot agree, a random investigator decides.</source>
        <translation>规则问题以及同时发生的效果的顺序由调查员们共同决定。如果无法达成一致，则由随机一名调查员决定。</translation>
    </message>
    <message>
        <source>The investigator</source>
        <translation>调查员</translation>
    </message>
    <message>
        <source>Each investigator has health and sanity values, one unique ability, and six skills: Strength, Agility, Observation, Lore, Influence and Will, each between 2 and 5. The app&apos;s inventory records the possessions collected during a scenario.</source>
        <translation>每名调查员有生命值和神智值、一项独特能力，以及六项技能：力量、敏捷、观察、知识、影响和意志，每项介于2到5之间。应用的物品栏记录剧本中收集到的所持物品。</translation>
    </message>
    <message>
        <source>One to five investigators play, and one person may control more than one of them. {gap:MOM2-GAP-4}</source>
        <translation>游戏由一到五名调查员参与，一个人可以控制不止一名调查员。{gap:MOM2-GAP-4}</translation>
    </message>
    <message>
        <source>Round structure</source>
        <translation>轮次结构</translation>
    </message>
    <message>
        <source>A round has two phases, always in this order: the {see:investigator-phase}, then the {see:mythos-phase}. As soon as the Mythos Phase ends, a new round begins, and rounds go on until the investigators win or lose.</source>
        <translation>每轮有两个阶段，总是按此顺序：先{see:investigator-phase}，后{see:mythos-phase}。神话阶段一结束，新的一轮就开始，如此循环，直到调查员获胜或失败。</translation>
    </message>
    <message>
        <source>Investigator Phase</source>
        <translation>调查员阶段</translation>
    </message>
    <message>
        <source>The investigators take their turns in any order they like; each takes one turn, with up to two actions. The same action may be taken twice in one turn, Move and Move for example. {gap:MOM2-GAP-5}</source>
        <translation>调查员按任意顺序进行回合；每人进行一个回合，最多执行两个行动。同一行动在一个回合中可以执行两次，例如移动再移动。{gap:MOM2-GAP-5}</translation>
    </message>
    <message>
        <source>When everyone has had a turn, an investigator ends the phase and the Mythos Phase begins.</source>
        <translation>所有人都进行过回合后，由一名调查员结束本阶段，进入神话阶段。</translation>
    </message>
    <message>
        <source>Using a component action costs one action: card text that begins with a bold Action, or a token or possession with the action icon.</source>
        <translation>使用配件行动花费一个行动：以粗体&quot;行动&quot;开头的卡牌文字，或带有行动图标的标记或所持物品。</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>移动</translation>
    </message>
    <message>
        <source>One Move action lets an investigator move up to two spaces, one space at a time into an adjacent space. A step never passes through a wall or across an impassable border.</source>
        <translation>一次移动行动可让调查员移动至多两格，每次移动一格进入相邻格子。每一步都不能穿过墙壁或越过不可通过的边界。</translation>
    </message>
    <message>
        <source>An investigator may interrupt a move, perform another action, and then finish the remaining movement.</source>
        <translation>调查员可以中断移动，执行另一个行动，然后完成剩余的移动。</translation>
    </message>
    <message>
        <source>Other actions</source>
        <translation>其他行动</translation>
    </message>
    <message>
        <source>Search: resolve a Search token in your own space; usually a test that can give possessions or Clues.</source>
        <translation>搜索：结算你所在格子中的一个搜索标记；通常是一次检定，可能获得所持物品或线索。</translation>
    </message>
    <message>
        <source>Explore: resolve an Explore token in your own space; usually it reveals an adjacent room.</source>
        <translation>探索：结算你所在格子中的一个探索标记；通常会揭示一个相邻房间。</translation>
    </message>
    <message>
        <source>Interact: resolve a Person or Interact token in your own space; usually a test that can give possessions or Clues.</source>
        <translation>互动：结算你所在格子中的一个人物或互动标记；通常是一次检定，可能获得所持物品或线索。</translation>
    </message>
    <message>
        <source>Attack: a melee attack targets a monster in your own space, a ranged attack any monster within range. Choose the item or spell (or attack unarmed), then the monster, then confirm; usually a test followed by damage to the monster.</source>
        <translation>攻击：近战攻击以你所在格子中的一个怪物为目标，远程攻击以范围内的任意怪物为目标。先选择物品或咒语（或徒手攻击），再选择怪物，然后确认；通常先进行检定，再对怪物造成伤害。</translation>
    </message>
    <message>
        <source>Trade: investigators in the same space give, take and drop possessions, as many as they like, in one action.</source>
        <translation>交易：同一格子中的调查员可以给予、拿取和丢弃所持物品，数量不限，只需一个行动。</translation>
    </message>
    <message>
        <source>Push, Set Fire and Steal are rare: Push moves a monster or investigator to an adjacent space; Set Fire lights a fire; Steal is an opposed test against another investigator that takes possessions on success.</source>
        <translation>推动、纵火和偷窃较少使用：推动把一个怪物或调查员移到相邻格子；纵火点燃火焰；偷窃是对另一名调查员的对抗检定，成功则拿走其所持物品。</translation>
    </message>
    <message>
        <source>How attacks are resolved is read from the item or spell; unarmed, test Strength and deal 1 damage per success. {gap:MOM2-GAP-3}</source>
        <translation>攻击的结算方式由物品或咒语决定；徒手攻击时，进行力量检定，每个成功造成1点伤害。{gap:MOM2-GAP-3}</translation>
    </message>
    <message>
        <source>The rare actions come with our own procedures: Push tests Strength, Set Fire puts Fire in your space, and Steal pits Strength against Agility. {gap:MOM2-GAP-13}</source>
        <translation>较少使用的行动采用我们自己的规程：推动进行力量检定，纵火在你所在格子放置着火，偷窃以力量对抗敏捷。{gap:MOM2-GAP-13}</translation>
    </message>
    <message>
        <source>Possessions dropped by an eliminated investigator stay in the space, and anyone can pick them up with Trade. {gap:MOM2-GAP-16}</source>
        <translation>被淘汰的调查员丢下的所持物品留在该格子中，任何人都可以通过交易拾取。{gap:MOM2-GAP-16}</translation>
    </message>
    <message>
        <source>Mythos Phase</source>
        <translation>神话阶段</translation>
    </message>
    <message>
        <source>The app plays the Mythos Phase in three steps: the Event step, the Monster step and the Horror step.</source>
        <translation>应用分三个步骤进行神话阶段：事件步骤、怪物步骤和恐惧步骤。</translation>
    </message>
    <message>
        <source>In the Event step one or more mythos events are resolved, usually a test followed by Damage or Horror.</source>
        <translation>在事件步骤中结算一个或多个神话事件，通常是一次检定，随后受到伤害或恐惧。</translation>
    </message>
    <message>
        <source>In the Monster step every monster activates: it moves, attacks or both, usually toward the investigators. Toward means every space moved brings it closer; Away From means every space takes it farther. Nearest is the fewest spaces away, Farthest the most. Monsters act in the app&apos;s order, and ties between equally near targets are broken at random. {gap:MOM2-GAP-17}</source>
        <translation>在怪物步骤中，每个怪物都会激活：移动、攻击或两者兼有，通常朝向调查员。&quot;朝向&quot;指每移动一格都更接近目标；&quot;远离&quot;指每一格都更远离。&quot;最近&quot;是格数最少，&quot;最远&quot;是格数最多。怪物按应用的顺序行动，与目标距离相同时随机决定。{gap:MOM2-GAP-17}</translation>
    </message>
    <message>
        <source>In the Horror step each investigator makes one horror check against the monster within range with the highest horror rating; with no monster within range, there is no check. When two monsters share the highest rating, the investigators choose; the check is the same. {gap:MOM2-GAP-15}</source>
        <translation>在恐惧步骤中，每名调查员针对范围内恐惧值最高的怪物进行一次恐惧检定；范围内没有怪物则不检定。两个怪物恐惧值并列最高时，由调查员选择；检定是一样的。{gap:MOM2-GAP-15}</translation>
    </message>
    <message>
        <source>A horror check tests Will, and the investigator suffers Horror equal to the horror rating minus the successes, never below 0. {gap:MOM2-GAP-1}</source>
        <translation>恐惧检定以意志进行，调查员受到的恐惧等于恐惧值减去成功数，最低为0。{gap:MOM2-GAP-1}</translation>
    </message>
    <message>
        <source>Tests, dice and skills</source>
        <translation>检定、骰子与技能</translation>
    </message>
    <message>
        <source>A test names a skill and may show a modifier and a difficulty. Roll as many eight-sided dice as the skill&apos;s value, plus or minus modifiers. Each die has 3 success faces, 2 investigation faces and 3 blank faces.</source>
        <translation>检定会指定一项技能，并可能标出修正值和难度。掷与该技能数值相等的八面骰，加上或减去修正值。每个骰子有3个成功面、2个调查面和3个空白面。</translation>
    </message>
    <message>
        <source>Build the pool, roll, apply any rerolls and conversions, then count the successes: that is the result. A result below the difficulty fails; equal to it or above passes.</source>
        <translation>组成骰池，掷骰，执行重掷和转换，然后计算成功数：这就是结果。结果低于难度则失败；等于或高于难度则通过。</translation>
    </message>
    <message>
        <source>A test with no difficulty reports its successes to whatever asked for it. {gap:MOM2-GAP-11} A pool brought to 0 dice or fewer rolls nothing and fails any difficulty. {gap:MOM2-GAP-10}</source>
        <translation>没有难度的检定将其成功数报告给发起检定的效果。{gap:MOM2-GAP-11} 骰池降到0个或更少时不掷骰，且任何难度都视为失败。{gap:MOM2-GAP-10}</translation>
    </message>
    <message>
        <source>Only cards grant rerolls, and a die is rerolled at most once per effect. {gap:MOM2-GAP-14}</source>
        <translation>只有卡牌能提供重掷，并且每个效果中一个骰子最多重掷一次。{gap:MOM2-GAP-14}</translation>
    </message>
    <message>
        <source>Clues and puzzles</source>
        <translation>线索与谜题</translation>
    </message>
    <message>
        <source>During a test an investigator may discard any number of Clues; each turns one investigation result into a success. Clues can also buy extra puzzle steps.</source>
        <translation>检定时，调查员可以弃掉任意数量的线索；每弃掉一个，就把一个调查结果变为成功。线索也可以用来换取额外的谜题步数。</translation>
    </message>
    <message>
        <source>There are three kinds of puzzle: code, lock and slide. A puzzle gives as many steps as the value of the skill it names, and each Clue spent adds one more. {gap:MOM2-GAP-12}</source>
        <translation>谜题有三种：密码谜题、门锁谜题和滑块谜题。谜题提供与其指定技能数值相等的步数，每花费一个线索再加一步。{gap:MOM2-GAP-12}</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>怪物</translation>
    </message>
    <message>
        <source>A monster is its token, its figure, its ID token and its entry in the app. The blue number at the bottom right of the token&apos;s front is the horror rating, used in the Horror step; the green number at its top right is awareness, used for evade checks; the red number on the back is brawn. Health is kept by the app.</source>
        <translation>怪物由其标记、模型、编号标记和应用中的条目组成。标记正面右下角的蓝色数字是恐惧值，用于恐惧步骤；右上角的绿色数字是警觉，用于回避检定；背面的红色数字是蛮力。生命值由应用记录。</translation>
    </message>
    <message>
        <source>A monster is defeated and discarded once its damage reaches its health; damage beyond that counts too, and health never goes below 0. {gap:MOM2-GAP-18}</source>
        <translation>怪物受到的伤害达到其生命值时即被击败并移除；超出的伤害也计入，生命值不会低于0。{gap:MOM2-GAP-18}</translation>
    </message>
    <message>
        <source>Evading</source>
        <translation>回避</translation>
    </message>
    <message>
        <source>An investigator in a monster&apos;s space must first pass an evade check before moving out of it by choice, or before any action other than Attack or Move. The check is made against the monster in the space with the highest awareness, and it can cost the investigator the action.</source>
        <translation>位于怪物所在格子中的调查员，若要主动移出该格子，或执行攻击和移动以外的任何行动，必须先通过回避检定。检定针对该格子中警觉最高的怪物进行，失败可能使调查员失去这个行动。</translation>
    </message>
    <message>
        <source>An investigator moved out of a monster&apos;s space by something else makes no evade check.</source>
        <translation>被其他效果移出怪物所在格子的调查员不进行回避检定。</translation>
    </message>
    <message>
        <source>Without a test from the scenario, the check is an Agility test of difficulty 1, and failing it loses the action. {gap:MOM2-GAP-2}</source>
        <translation>若剧本没有指定检定，回避检定为难度1的敏捷检定，失败则失去该行动。{gap:MOM2-GAP-2}</translation>
    </message>
    <message>
        <source>Damage, Horror and madness</source>
        <translation>伤害、恐惧与疯狂</translation>
    </message>
    <message>
        <source>To suffer Damage, take the top card of the Damage deck; to suffer Horror, the top card of the Horror deck. Cards come faceup unless the effect says otherwise. A Resolve Immediately card is resolved and turned facedown; a Keep Faceup card stays faceup and its effect lasts.</source>
        <translation>受到伤害时，拿取伤害牌堆顶的一张牌；受到恐惧时，拿取恐惧牌堆顶的一张牌。除非效果另有说明，牌面朝上拿取。立即结算的卡牌结算后翻为面朝下；保持面朝上的卡牌保持面朝上，其效果持续。</translation>
    </message>
    <message>
        <source>Each point suffered is one card, taken one at a time, and the limits are checked after every card. {gap:MOM2-GAP-6}</source>
        <translation>每受到一点就拿一张牌，逐张拿取，每拿一张后都检查上限。{gap:MOM2-GAP-6}</translation>
    </message>
    <message>
        <source>An investigator whose Damage, faceup and facedown together, reaches his health becomes Wounded: he gains the Wounded Condition and discards his facedown Damage. A Wounded investigator may take only one Move action per turn. {gap:MOM2-GAP-8}</source>
        <translation>调查员的伤害（面朝上和面朝下合计）达到其生命值时进入重伤：获得重伤状态，并弃掉其面朝下的伤害卡。重伤的调查员每回合只能执行一次移动行动。{gap:MOM2-GAP-8}</translation>
    </message>
    <message>
        <source>An investigator whose Horror reaches his sanity becomes Insane: he gains an Insane Condition, which can change how he wins or loses, and discards his facedown Horror.</source>
        <translation>调查员的恐惧达到其神智值时陷入疯狂：获得一张疯狂状态卡，这可能改变他的胜负条件，并弃掉其面朝下的恐惧卡。</translation>
    </message>
    <message>
        <source>A Wounded investigator whose Damage reaches his health again, or an Insane one whose Horror reaches his sanity again, is eliminated. All cards still held count toward that total. {gap:MOM2-GAP-7}</source>
        <translation>重伤的调查员伤害再次达到生命值，或疯狂的调查员恐惧再次达到神智值时，即被淘汰。仍持有的所有卡牌都计入该总数。{gap:MOM2-GAP-7}</translation>
    </message>
    <message>
        <source>Eliminated</source>
        <translation>淘汰</translation>
    </message>
    <message>
        <source>An eliminated investigator drops all his possessions, his figure leaves the map, and he takes no more turns.</source>
        <translation>被淘汰的调查员丢下所有所持物品，其模型离开地图，且不再进行回合。</translation>
    </message>
    <message>
        <source>Once anyone has been eliminated, the others have until the end of the next Investigator Phase; when it ends, they lose. If every investigator has been eliminated, the game is lost at once.</source>
        <translation>一旦有人被淘汰，其他人只剩到下一个调查员阶段结束为止的时间；该阶段结束时，他们失败。如果所有调查员都被淘汰，游戏立即失败。</translation>
    </message>
    <message>
        <source>The next Investigator Phase is the first one that begins after the elimination, so the survivors always get one full phase. {gap:MOM2-GAP-9}</source>
        <translation>下一个调查员阶段是指淘汰发生后开始的第一个调查员阶段，因此幸存者总能得到一个完整的阶段。{gap:MOM2-GAP-9}</translation>
    </message>
    <message>
        <source>Features and terms</source>
        <translation>地形与术语</translation>
    </message>
    <message>
        <source>Within range means three spaces away or closer. Range is not counted through walls, doors or secret passages, but it may be counted across impassable borders.</source>
        <translation>&quot;范围内&quot;指距离三格或更近。计算范围时不能穿过墙壁、门或密道，但可以越过不可通过的边界。</translation>
    </message>
    <message>
        <source>In Darkness an investigator cannot spend Clues to convert dice or to gain puzzle steps. Darkness does not count in a space with a light source or Fire, nor next to one.</source>
        <translation>在黑暗中，调查员不能花费线索来转换骰子或换取谜题步数。在有光源或着火的格子里，或与之相邻的格子里，黑暗不起作用。</translation>
    </message>
    <message>
        <source>Fire harms investigators and monsters that enter it; a barricade blocks a door or secret passage, and getting through needs a test first. Entering Fire costs 1 Damage, and moving a barricade takes a Strength test of difficulty 2. {gap:MOM2-GAP-13}</source>
        <translation>着火会伤害进入其中的调查员和怪物；路障会挡住门或密道，要通过必须先进行检定。进入着火的格子受到1点伤害，移开路障需要进行难度2的力量检定。{gap:MOM2-GAP-13}</translation>
    </message>
    <message>
        <source>A secret passage makes the spaces it joins adjacent. Doors, borders, walls, rooms and spaces, indoors and out, decide what is adjacent and where figures can move.</source>
        <translation>密道使其连接的格子彼此相邻。门、边界、墙壁、房间和格子（无论室内还是室外）决定哪些格子相邻以及模型能移动到哪里。</translation>
    </message>
    <message>
        <source>Winning and losing</source>
        <translation>胜利与失败</translation>
    </message>
    <message>
        <source>The scenario&apos;s objective can be read in the app&apos;s menu at any time. The investigators win or lose together, as one team; the app decides when.</source>
        <translation>剧本的目标随时可以在应用的菜单中查看。调查员作为一个团队共同获胜或失败；何时胜负由应用判定。</translation>
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
        <source>The Keeper wins if the story&apos;s eighteen rounds run out.</source>
        <translation>如果故事的十八轮用完，守密人获胜。</translation>
    </message>
    <message>
        <source>Whether second-edition scenarios may use Forbidden Alchemy&apos;s alchemy puzzles (actions from the skill the puzzle names, Clues spent as skill points, the d10 completion roll kept), impassable borders that flying monsters cross, and escaping across white edges. Off: a scenario with an alchemy puzzle or an escape cannot be played (borders and flying monsters are second-edition parts too and stay). Side Effect cards and hiding are not included: second edition has no Side Effect deck and no card that hides an investigator. Read by second-edition play.</source>
        <translation>第二版剧本是否可以使用禁忌的炼金术的炼金术谜题（行动次数来自谜题指定的技能，线索当作技能点花费，保留d10完成检定）、飞行怪物可以越过的不可通过的边界，以及越过白色边缘撤离。关闭：含有炼金术谜题或撤离的剧本无法进行（边界和飞行怪物也是第二版的部件，予以保留）。不包括副作用卡和藏身：第二版没有副作用牌堆，也没有能让调查员藏身的卡牌。由第二版规则读取。</translation>
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
        <source>Whoever holds Doctor Crane&apos;s journal may spend an action at the still in the cellar to brew the remedy. If the brew comes out right, you win.</source>
        <translation>持有克雷恩医生日志的人可以在地窖的蒸馏器旁花费一次行动来酿制解药。如果酿制成功，你们获胜。</translation>
    </message>
    <message>
        <source>Someone has left the parlour piano open at one page, a hymn with every note crossed out but one.</source>
        <translation>有人把客厅钢琴上的乐谱翻开在某一页：一首赞美诗，除了一个音符，其余全被划掉了。</translation>
    </message>
    <message>
        <source>Next door a ladder creaks in the library. Doctor Crane is up among his books, humming to himself. He has not noticed you yet.</source>
        <translation>隔壁图书室里一架梯子嘎吱作响。克雷恩医生正站在书堆之间，自顾自地哼着曲子。他还没有注意到你们。</translation>
    </message>
    <message>
        <source>The mixture turns the colour of the tonic and climbs the glass toward your hand. Upstairs the humming stops, and the doctor comes down to see who is using his still.</source>
        <translation>混合物变成了补剂的颜色，沿着玻璃向你的手爬来。楼上的哼唱声停了，医生下楼来看是谁在用他的蒸馏器。</translation>
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
        <source>Turn the first stone of the house in the garden, so that nothing is ever bricked in beneath it. The Tenant has come up into a room where one of you stands; it cannot enter a room whose Lock card still holds.</source>
        <translation>在花园里翻转宅子的第一块基石，让它下面永远不会有东西被砌进去。房客已经钻进了你们之中某人所在的房间；它无法进入锁闭卡仍然有效的房间。</translation>
    </message>
    <message>
        <source>The walls thin to scaffolding and then to nothing. Wind comes across an open field, and with it the sound of wings. The ground gives under the room you stand in, and the Tenant begins to come up through it.</source>
        <translation>墙壁变薄成脚手架，然后化为乌有。风吹过一片空旷的田野，带来翅膀扇动的声音。你所在房间的地面开始塌陷，房客正从下面钻上来。</translation>
    </message>
    <message>
        <source>The Tenant has finished coming up through the floor. It turns toward the sound of your breathing.</source>
        <translation>房客已经完全钻出了地板。它转向你呼吸的声音。</translation>
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
        <source>The warden&apos;s last patient, talking to nobody</source>
        <translation>院长的最后一位病人，正在自言自语</translation>
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
        <source>Sit with the patient and follow what he is telling you about the jar.</source>
        <translation>陪病人坐下，听懂他关于标本罐的话。</translation>
    </message>
    <message>
        <source>You follow every word, and that is the trouble. You get up, walk out to the garden to tend his beds, and are never part of this story again.</source>
        <translation>你听懂了每一个字，麻烦就在这里。你站起身，走到花园里照料他的苗床，从此再也不是这个故事的一部分。</translation>
    </message>
    <message>
        <source>It is only noise to you, but the noise follows you down the corridor.</source>
        <translation>对你来说这只是噪音，但这噪音一路跟着你穿过走廊。</translation>
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
    <message>
        <source>Miskatonic Madness</source>
        <translation>米斯卡托尼克疯狂</translation>
    </message>
    <message>
        <source>Game overview</source>
        <translation>游戏概述</translation>
    </message>
    <message>
        <source>Miskatonic Madness is a game for exactly two people. One plays the cultist player, a magician who wants to call Nyarlathotep into the world; the other plays the investigator player, whose team of investigators tries to expose the plan and stop the summoning.</source>
        <translation>米斯卡托尼克疯狂是一款恰好两人进行的游戏。一人扮演邪教徒玩家，一名想把奈亚拉托提普召唤到世间的魔法师；另一人扮演调查员玩家，其调查员小队试图揭穿这个阴谋并阻止召唤。</translation>
    </message>
    <message>
        <source>The cultist hides cards facedown on the locations of Miskatonic University; the investigators choose where to look, and everything they uncover is played out in the Reveal Phase. Summon Points measure the cult&apos;s progress, Mythos Points the investigators&apos; knowledge.</source>
        <translation>邪教徒把卡牌面朝下藏在米斯卡托尼克大学的各个地点上；调查员选择去哪里调查，他们发现的一切都在揭示阶段结算。召唤点数衡量邪教的进展，神话点数衡量调查员掌握的知识。</translation>
    </message>
    <message>
        <source>Victory and defeat</source>
        <translation>胜利与失败</translation>
    </message>
    <message>
        <source>The investigator player wins in one of two ways:</source>
        <translation>调查员玩家有两种获胜方式：</translation>
    </message>
    <message>
        <source>by reaching 20 Mythos Points while the cultists still have fewer than 20 Summon Points;</source>
        <translation>在邪教徒的召唤点数仍少于20时达到20点神话点数；</translation>
    </message>
    <message>
        <source>by defeating Nyarlathotep in the Final Battle after he has been summoned.</source>
        <translation>在奈亚拉托提普被召唤后，于最终决战中击败他。</translation>
    </message>
    <message>
        <source>The cultist player has only one way to win: reach 20 Summon Points, which summons Nyarlathotep, and then beat the investigators in the Final Battle.</source>
        <translation>邪教徒玩家只有一种获胜方式：达到20点召唤点数召唤出奈亚拉托提普，然后在最终决战中击败调查员。</translation>
    </message>
    <message>
        <source>When one card or one phase could push both tracks to 20, the two thresholds are checked after every single gain, in the order the card lists its effects; the first one reached decides, and reaching 20 Summon Points stops the phase at once. {gap:MM-GAP-19}</source>
        <translation>当一张卡牌或一个阶段可能使两条轨道都达到20时，每获得一次点数就检查一次两个门槛，按卡牌列出效果的顺序进行；先达到者决定结果，达到20点召唤点数会立即中止该阶段。{gap:MM-GAP-19}</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>游戏设置</translation>
    </message>
    <message>
        <source>Lay the board between the two players. The investigator player takes the four Investigator cards; the cultist player takes the two Starting Cultist cards as his first hand.</source>
        <translation>把版图放在两名玩家之间。调查员玩家拿取四张调查员卡；邪教徒玩家拿取两张初始邪教徒卡作为起始手牌。</translation>
    </message>
    <message>
        <source>Shuffle every other card into one facedown draw deck beside the board. The game uses six-sided dice and two track markers, one for Mythos Points and one for Summon Points.</source>
        <translation>把其余所有卡牌洗匀，面朝下组成一个抽牌堆放在版图旁。游戏使用六面骰和两个轨道标记，一个标记神话点数，一个标记召唤点数。</translation>
    </message>
    <message>
        <source>Both tracks start at 0. {gap:MM-GAP-34}</source>
        <translation>两条轨道都从0开始。{gap:MM-GAP-34}</translation>
    </message>
    <message>
        <source>The box suggests a handful of dice, but Nyarlathotep can need many more; the app rolls any number at once, and at a real table you roll in batches. {gap:MM-GAP-35}</source>
        <translation>盒子里建议准备几颗骰子，但奈亚拉托提普可能需要多得多；应用可以一次掷任意数量，在实体桌面上则分批掷。{gap:MM-GAP-35}</translation>
    </message>
    <message>
        <source>The rulebook names the places only through the cards. We use six locations (Library, Research Wing, Campus Park, Sports Field, Infirmary, Anthropology) and five special spaces (Secret Rituals, Study, Temporary Insanity, Jail and the Intensive Care ward of the Infirmary). {gap:MM-GAP-8}</source>
        <translation>规则书只通过卡牌提到这些地点。我们使用六个地点（图书馆、研究楼、校园公园、运动场、医务室、人类学系）和五个特殊区域（秘密仪式、书房、暂时疯狂、监狱以及医务室的重症监护室）。{gap:MM-GAP-8}</translation>
    </message>
    <message>
        <source>Turn sequence</source>
        <translation>回合流程</translation>
    </message>
    <message>
        <source>Every turn runs through the same phases in order:</source>
        <translation>每个回合都按顺序经过相同的阶段：</translation>
    </message>
    <message>
        <source>{see:draw}: the cultist player only;</source>
        <translation>{see:draw}：仅限邪教徒玩家；</translation>
    </message>
    <message>
        <source>{see:play}: the cultist player only;</source>
        <translation>{see:play}：仅限邪教徒玩家；</translation>
    </message>
    <message>
        <source>{see:investigation}: the investigator player only;</source>
        <translation>{see:investigation}：仅限调查员玩家；</translation>
    </message>
    <message>
        <source>{see:reveal}: both players;</source>
        <translation>{see:reveal}：双方玩家；</translation>
    </message>
    <message>
        <source>{see:cleanup}: both players;</source>
        <translation>{see:cleanup}：双方玩家；</translation>
    </message>
    <message>
        <source>{see:final-battle}: only once Nyarlathotep has been summoned.</source>
        <translation>{see:final-battle}：仅在奈亚拉托提普被召唤后进行。</translation>
    </message>
    <message>
        <source>A turn (or round) is one pass through the first five phases; a combat round inside the Reveal Phase is a smaller unit of its own. {gap:MM-GAP-33}</source>
        <translation>一个回合（或一轮）即依次经过前五个阶段；揭示阶段中的一个战斗回合是更小的独立单位。{gap:MM-GAP-33}</translation>
    </message>
    <message>
        <source>Draw Phase</source>
        <translation>抽牌阶段</translation>
    </message>
    <message>
        <source>On the first turn the cultist player draws 4 cards, so that with the two Starting Cultists he holds 6.</source>
        <translation>第一回合，邪教徒玩家抽4张牌，加上两张初始邪教徒共持有6张。</translation>
    </message>
    <message>
        <source>On every later turn he first takes back the cards left on the board in Cleanup and then draws until he holds 6 cards.</source>
        <translation>之后的每个回合，他先收回清理阶段留在版图上的卡牌，然后抽牌直到手牌为6张。</translation>
    </message>
    <message>
        <source>Some events (False Trail, Comet Passes Close to Earth) let him draw extra cards, so his hand can hold more than 6. If it still does after Cleanup, he skips drawing and plays on with that hand; there is no discarding down.</source>
        <translation>某些事件（错误线索、彗星掠过地球）让他额外抽牌，因此手牌可能超过6张。如果清理阶段后仍超过6张，他跳过抽牌，继续用这手牌进行游戏；不需要弃牌至上限。</translation>
    </message>
    <message>
        <source>When the draw deck runs out, drawing simply stops; it is never rebuilt. {gap:MM-GAP-18}</source>
        <translation>抽牌堆用完时只是停止抽牌；抽牌堆不会重建。{gap:MM-GAP-18}</translation>
    </message>
    <message>
        <source>Play Phase</source>
        <translation>出牌阶段</translation>
    </message>
    <message>
        <source>The cultist player puts at least 6 cards from his hand facedown on the board. With fewer than 6 cards in hand he places them all. {gap:MM-GAP-18}</source>
        <translation>邪教徒玩家从手牌中至少打出6张牌，面朝下放在版图上。手牌少于6张时全部打出。{gap:MM-GAP-18}</translation>
    </message>
    <message>
        <source>A card that names a location may only go on that location. A card that names none may go on any of the six locations; only Cultist cards may go on Secret Rituals. {gap:MM-GAP-9}</source>
        <translation>指定了地点的卡牌只能放在该地点。未指定地点的卡牌可以放在六个地点中的任意一个；只有邪教徒卡可以放在秘密仪式上。{gap:MM-GAP-9}</translation>
    </message>
    <message>
        <source>A Cultist card placed on a location lies in wait there: when the location is revealed, it starts a combat that is fought before anything else at that location.</source>
        <translation>放在地点上的邪教徒卡在那里埋伏：该地点被揭示时，它会引发一场战斗，这场战斗先于该地点的其他一切结算。</translation>
    </message>
    <message>
        <source>Ally cards (Jimmy Mack, Father Ryan) are placed like any other card. {gap:MM-GAP-28}</source>
        <translation>盟友卡（吉米·麦克、瑞安神父）和其他卡牌一样放置。{gap:MM-GAP-28}</translation>
    </message>
    <message>
        <source>Cultist cards placed on the Secret Rituals space try to earn Summon Points. They are resolved last in the Reveal Phase, after every encounter of the investigators.</source>
        <translation>放在秘密仪式区域的邪教徒卡试图赚取召唤点数。它们在揭示阶段最后结算，在调查员的所有遭遇之后。</translation>
    </message>
    <message>
        <source>Each cultist there rolls one die for each point of its Combat value. Every 5 or 6 is a ritual success, but however many successes come up, the space gives at most 1 Summon Point per turn, for all the cultists on it together. {gap:MM-GAP-6}</source>
        <translation>那里的每名邪教徒按其战斗值每点掷一颗骰子。每个5或6都是一次仪式成功，但无论成功多少次，该区域每回合最多为所有邪教徒合计提供1点召唤点数。{gap:MM-GAP-6}</translation>
    </message>
    <message>
        <source>A 1 means the forces called up devour one of the cultists: that card is shuffled back into the draw deck. Each 1 costs one cultist, up to the number on the space, and the cultist player chooses which. The Ceremonial Dagger&apos;s bonus never turns a 1 into anything else. {gap:MM-GAP-7}</source>
        <translation>掷出1表示召来的力量吞噬了一名邪教徒：该卡被洗回抽牌堆。每个1损失一名邪教徒，最多不超过该区域上的数量，由邪教徒玩家选择损失哪一名。仪式匕首的加成绝不会把1变成别的结果。{gap:MM-GAP-7}</translation>
    </message>
    <message>
        <source>Investigation Phase</source>
        <translation>调查阶段</translation>
    </message>
    <message>
        <source>The investigator player places his investigator cards faceup, and only on locations that hold at least one facedown card. Investigators may never go on Secret Rituals.</source>
        <translation>调查员玩家把调查员卡面朝上放置，且只能放在至少有一张面朝下卡牌的地点上。调查员绝不能放在秘密仪式上。</translation>
    </message>
    <message>
        <source>Any number of investigators may share a location; together they form a team. A team adds up its members&apos; Combat and Investigation for checks and combats; Stealth and Sanity are always rolled by each investigator alone. {gap:MM-GAP-4}</source>
        <translation>任意数量的调查员可以位于同一地点；他们组成一支小队。小队在检定和战斗中合计成员的战斗和调查值；潜行和神智总是由每名调查员单独掷骰。{gap:MM-GAP-4}</translation>
    </message>
    <message>
        <source>Placing investigators is optional, and an investigator who is in the Infirmary, in Jail or on Temporary Insanity cannot be placed until released. {gap:MM-GAP-17}</source>
        <translation>放置调查员是可选的，位于医务室、监狱或暂时疯狂区域的调查员在获释前不能放置。{gap:MM-GAP-17}</translation>
    </message>
    <message>
        <source>An investigator can instead go to the Study to read a book the team owns; see {see:books}. {gap:MM-GAP-10}</source>
        <translation>调查员也可以改去书房阅读小队拥有的书籍；见{see:books}。{gap:MM-GAP-10}</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>物品</translation>
    </message>
    <message>
        <source>Items the investigator player owns are given to an investigator by sliding the item under his card as he is placed. At the start of the turn items may be handed round freely; after that each stays with its investigator until the turn ends.</source>
        <translation>调查员玩家拥有的物品在放置调查员时塞到其卡牌下方，交给该调查员。回合开始时物品可以自由转交；之后每件物品都留在其调查员身上，直到回合结束。</translation>
    </message>
    <message>
        <source>An item helps only the one investigator who carries it, even when several share a location.</source>
        <translation>物品只帮助携带它的那名调查员，即使几名调查员位于同一地点也是如此。</translation>
    </message>
    <message>
        <source>Some items can fall into the cultists&apos; hands. The cultist player does not attach them in advance; he gives them to a cultist card when it is revealed. His items lie faceup in a separate area and do not count toward his hand of 6. {gap:MM-GAP-30}</source>
        <translation>有些物品可能落入邪教徒手中。邪教徒玩家不会事先附上物品；他在邪教徒卡被揭示时把物品交给它。他的物品面朝上放在单独的区域，不计入他的6张手牌。{gap:MM-GAP-30}</translation>
    </message>
    <message>
        <source>Reveal Phase</source>
        <translation>揭示阶段</translation>
    </message>
    <message>
        <source>The investigator player chooses the order in which the locations are revealed. When a location is revealed, all its cards are turned faceup and resolved in three groups:</source>
        <translation>调查员玩家决定各地点的揭示顺序。一个地点被揭示时，其所有卡牌翻为面朝上，并分三组结算：</translation>
    </message>
    <message>
        <source>first, the cards that fight (they may also cost Sanity);</source>
        <translation>首先，进行战斗的卡牌（它们也可能消耗神智）；</translation>
    </message>
    <message>
        <source>then the other cards that cost Sanity;</source>
        <translation>然后，其他消耗神智的卡牌；</translation>
    </message>
    <message>
        <source>then everything else.</source>
        <translation>最后，其余所有卡牌。</translation>
    </message>
    <message>
        <source>Within a group, Cultist cards come before monsters, and otherwise the investigator player picks the order. {gap:MM-GAP-38}</source>
        <translation>在同一组内，邪教徒卡先于怪物结算，其余由调查员玩家决定顺序。{gap:MM-GAP-38}</translation>
    </message>
    <message>
        <source>Only locations with at least one investigator are revealed. Cards elsewhere stay facedown and have no effect; Secret Rituals are always resolved. {gap:MM-GAP-11}</source>
        <translation>只有至少有一名调查员的地点才会被揭示。其他地方的卡牌保持面朝下，不产生效果；秘密仪式总是结算。{gap:MM-GAP-11}</translation>
    </message>
    <message>
        <source>When every investigator at a location has been defeated or sent away, the rest of its cards are not resolved; a cultist still there may take an item lying there. {gap:MM-GAP-16}</source>
        <translation>当某地点的所有调查员都被击败或送走时，该地点其余的卡牌不再结算；仍留在那里的邪教徒可以拿走放在那里的物品。{gap:MM-GAP-16}</translation>
    </message>
    <message>
        <source>Each investigator at the location rolls his own Stealth or Sanity check; a penalty hits each one who fails, and a reward is won once if any of them succeeds (the Police reward needs all of them). {gap:MM-GAP-15}</source>
        <translation>该地点的每名调查员各自进行潜行或神智检定；失败者各自受到惩罚，只要有一人成功即可获得一次奖励（警察的奖励需要所有人都成功）。{gap:MM-GAP-15}</translation>
    </message>
    <message>
        <source>Skill checks</source>
        <translation>技能检定</translation>
    </message>
    <message>
        <source>For a skill check, roll as many six-sided dice as the value of the skill. Every 5 or 6 is a success.</source>
        <translation>进行技能检定时，掷与该技能数值相等的六面骰。每个5或6都是一次成功。</translation>
    </message>
    <message>
        <source>One success is enough unless the card gives a number in brackets: a card marked (2) needs two successes.</source>
        <translation>除非卡牌在括号中给出数字，否则一次成功就足够：标有（2）的卡牌需要两次成功。</translation>
    </message>
    <message>
        <source>Stealth and Sanity checks are made by each investigator on his own; the team never adds them up. A book can be read by only one investigator at a time.</source>
        <translation>潜行和神智检定由每名调查员单独进行；小队绝不合计这两项。一本书一次只能由一名调查员阅读。</translation>
    </message>
    <message>
        <source>Cards write dice as 1d6 (one six-sided die) and 1d3 (a six-sided die halved, rounded up). {gap:MM-GAP-5}</source>
        <translation>卡牌把骰子写作1d6（一颗六面骰）和1d3（一颗六面骰的结果减半，向上取整）。{gap:MM-GAP-5}</translation>
    </message>
    <message>
        <source>Sanity</source>
        <translation>神智</translation>
    </message>
    <message>
        <source>A Sanity check of X needs X successes, rolled with the investigator&apos;s Sanity.</source>
        <translation>神智检定X需要X次成功，用调查员的神智值掷骰。</translation>
    </message>
    <message>
        <source>When a card says that investigators who fail go insane, each one who fails is put on the Temporary Insanity space. A Sanity check that a card uses only to grant a reward has no such penalty, unless the card says so; a failed False Trail check costs Mythos Points instead.</source>
        <translation>当卡牌说检定失败的调查员会发疯时，每名失败者都被放到暂时疯狂区域。卡牌仅用于给予奖励的神智检定没有这种惩罚，除非卡牌另有说明；错误线索的检定失败则改为损失神话点数。</translation>
    </message>
    <message>
        <source>What becomes of an insane investigator is decided at the end of the Cleanup Phase.</source>
        <translation>发疯的调查员的去向在清理阶段结束时决定。</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>战斗</translation>
    </message>
    <message>
        <source>In a combat both sides roll as many dice as their Combat values. The side with more 5s and 6s wins; on a tie both roll again until one side wins.</source>
        <translation>战斗中，双方各掷与其战斗值相等的骰子。掷出5和6较多的一方获胜；平局时双方重掷，直到分出胜负。</translation>
    </message>
    <message>
        <source>A defeated investigator goes to the Intensive Care ward of the Infirmary. A defeated Cultist card is shuffled back into the draw deck. A defeated monster is removed from the game.</source>
        <translation>被击败的调查员进入医务室的重症监护室。被击败的邪教徒卡被洗回抽牌堆。被击败的怪物移出游戏。</translation>
    </message>
    <message>
        <source>The investigators at a location always fight together, adding their Combat. The fight goes on round after round until one side has no cards left; after each round the loser takes away one of his cards of his choice. {gap:MM-GAP-13}</source>
        <translation>同一地点的调查员总是一起战斗，合计其战斗值。战斗一轮接一轮地进行，直到一方没有卡牌为止；每轮结束后，输家自选移走自己的一张卡牌。{gap:MM-GAP-13}</translation>
    </message>
    <message>
        <source>The monsters are The Thing in the Well, Lurking Terror and Tentacle Monster. Insane Student and Furious Young Man are people: beaten, they count as acquired. {gap:MM-GAP-14}</source>
        <translation>怪物有井中之物、潜伏的恐怖和触手怪物。发疯的学生和暴怒的青年是人：被击败时算作已获得。{gap:MM-GAP-14}</translation>
    </message>
    <message>
        <source>Cleanup Phase</source>
        <translation>清理阶段</translation>
    </message>
    <message>
        <source>Cleanup runs five steps in order:</source>
        <translation>清理阶段按顺序进行五个步骤：</translation>
    </message>
    <message>
        <source>a: every card still facedown goes back to the cultist player&apos;s hand, unseen by the investigators;</source>
        <translation>a：所有仍面朝下的卡牌回到邪教徒玩家手中，调查员不会看到；</translation>
    </message>
    <message>
        <source>b: every faceup card that was not acquired also goes back to his hand;</source>
        <translation>b：所有未被获得的面朝上卡牌也回到他手中；</translation>
    </message>
    <message>
        <source>c: roll for each investigator in the Infirmary;</source>
        <translation>c：为医务室中的每名调查员掷骰；</translation>
    </message>
    <message>
        <source>d: roll for each investigator on Temporary Insanity;</source>
        <translation>d：为暂时疯狂区域的每名调查员掷骰；</translation>
    </message>
    <message>
        <source>e: roll for each investigator in Jail.</source>
        <translation>e：为监狱中的每名调查员掷骰。</translation>
    </message>
    <message>
        <source>A revealed card counts as acquired, and leaves the cultist&apos;s cards for good, when the investigators gained something from it: Mythos Points, an item, a book or an ally. Police is never acquired. Monsters that were removed and the cards thrown away after use (Nightmares, Epidemic, Lurking Terror) are out of the game. {gap:MM-GAP-12}</source>
        <translation>当调查员从一张被揭示的卡牌中获得了东西（神话点数、物品、书籍或盟友）时，该卡算作已获得，永久离开邪教徒的卡牌。警察永远不会被获得。被移除的怪物和使用后丢弃的卡牌（噩梦、瘟疫、潜伏的恐怖）移出游戏。{gap:MM-GAP-12}</translation>
    </message>
    <message>
        <source>The rulebook gives no results for the three recovery rolls. We roll one die per investigator: in the standard table a 4, 5 or 6 brings him back from Intensive Care, and a 5 or 6 from Temporary Insanity or Jail. {gap:MM-GAP-1}</source>
        <translation>规则书没有给出三种康复掷骰的结果。我们为每名调查员掷一颗骰子：按标准表，掷出4、5或6可离开重症监护室，掷出5或6可离开暂时疯狂或监狱。{gap:MM-GAP-1}</translation>
    </message>
    <message>
        <source>Final Battle</source>
        <translation>最终决战</translation>
    </message>
    <message>
        <source>The Final Battle happens only if the cultists reach 20 Summon Points before the investigators reach 20 Mythos Points. The moment Nyarlathotep is summoned, play moves straight to it.</source>
        <translation>只有当邪教徒在调查员达到20点神话点数之前达到20点召唤点数时，才会进行最终决战。奈亚拉托提普一被召唤，游戏就直接进入最终决战。</translation>
    </message>
    <message>
        <source>The investigators line up against Nyarlathotep, carrying any items the player owns, the Ancient Tome included. Every owned investigator takes part except those in the Infirmary or in Jail; those already on Temporary Insanity start there. {gap:MM-GAP-22}</source>
        <translation>调查员列队迎战奈亚拉托提普，携带玩家拥有的所有物品，包括远古典籍。除医务室和监狱中的调查员外，所有已拥有的调查员都参战；已处于暂时疯狂区域的调查员从那里开始。{gap:MM-GAP-22}</translation>
    </message>
    <message>
        <source>Each investigator first makes a Sanity check; one who fails goes to Temporary Insanity with all his items. If no investigator stays sane, the cultist player wins at once. The check needs one success. {gap:MM-GAP-21}</source>
        <translation>每名调查员首先进行一次神智检定；失败者带着他的所有物品进入暂时疯狂区域。如果没有调查员保持清醒，邪教徒玩家立即获胜。这次检定需要一次成功。{gap:MM-GAP-21}</translation>
    </message>
    <message>
        <source>Otherwise a combat follows. Nyarlathotep rolls 10 dice, plus the Summon Points, minus the Mythos Points. The investigator player rolls one die for each investigator taking part, whatever his Combat, plus the dice items give.</source>
        <translation>否则接着进行战斗。奈亚拉托提普掷10颗骰子，加上召唤点数，减去神话点数。调查员玩家为每名参战的调查员掷一颗骰子（无论其战斗值如何），再加上物品提供的骰子。</translation>
    </message>
    <message>
        <source>If the investigators roll more 5s and 6s, Nyarlathotep is defeated and the investigator player wins. If Nyarlathotep rolls more, one investigator dies for each success of difference.</source>
        <translation>如果调查员掷出的5和6更多，奈亚拉托提普被击败，调查员玩家获胜。如果奈亚拉托提普掷出的更多，每差一次成功就有一名调查员死亡。</translation>
    </message>
    <message>
        <source>A tie is rolled again. Rounds go on until Nyarlathotep falls or no sane investigator is left; Nyarlathotep keeps the same number of dice, and the investigator player chooses who dies. {gap:MM-GAP-23}</source>
        <translation>平局则重掷。战斗一轮接一轮地进行，直到奈亚拉托提普倒下或没有清醒的调查员为止；奈亚拉托提普的骰子数保持不变，由调查员玩家选择谁死亡。{gap:MM-GAP-23}</translation>
    </message>
    <message>
        <source>From the second round on, investigators may come back from Temporary Insanity: after each round roll one die for each of them, and a 5 or 6 brings him back with his items. {gap:MM-GAP-24}</source>
        <translation>从第二轮起，调查员可以从暂时疯狂中恢复：每轮结束后为他们每人掷一颗骰子，掷出5或6即带着物品归队。{gap:MM-GAP-24}</translation>
    </message>
    <message>
        <source>Investigators</source>
        <translation>调查员</translation>
    </message>
    <message>
        <source>Each investigator has four attributes: Combat, Investigation, Stealth and Sanity. The rulebook gives each only two strengths; a strength has a higher value (3 by default) and every other attribute has 1. {gap:MM-GAP-2}</source>
        <translation>每名调查员有四项属性：战斗、调查、潜行和神智。规则书只为每名调查员给出两项专长；专长取较高的数值（默认为3），其余属性均为1。{gap:MM-GAP-2}</translation>
    </message>
    <message>
        <source>Heather Brooks, a reporter: Stealth and Combat.</source>
        <translation>希瑟·布鲁克斯，记者：潜行和战斗。</translation>
    </message>
    <message>
        <source>Johnny Dark, a private detective: Combat and Investigation.</source>
        <translation>约翰尼·达克，私家侦探：战斗和调查。</translation>
    </message>
    <message>
        <source>Dr. Mendum: Sanity and Stealth.</source>
        <translation>门杜姆医生：神智和潜行。</translation>
    </message>
    <message>
        <source>Prof. Dramis, a scientist: Sanity and Investigation.</source>
        <translation>德拉米斯教授，科学家：神智和调查。</translation>
    </message>
    <message>
        <source>Jimmy Mack, an ally who can join during the game: Stealth and Investigation.</source>
        <translation>吉米·麦克，可在游戏中加入的盟友：潜行和调查。</translation>
    </message>
    <message>
        <source>Father Ryan, an ally who can join during the game: Sanity and Stealth.</source>
        <translation>瑞安神父，可在游戏中加入的盟友：神智和潜行。</translation>
    </message>
    <message>
        <source>The two allies start in the draw deck. When an ally card is revealed at a location with an investigator, the investigator player gains him, and he can be placed from the next turn on. {gap:MM-GAP-28}</source>
        <translation>两名盟友起始时在抽牌堆中。当盟友卡在有调查员的地点被揭示时，调查员玩家获得他，他从下回合起可以被放置。{gap:MM-GAP-28}</translation>
    </message>
    <message>
        <source>Designer&apos;s hints</source>
        <translation>设计师提示</translation>
    </message>
    <message>
        <source>These hints are advice, not rules. The cult is not meant to win on the Summon Points of its cards alone: Secret Rituals are its real engine, and attacking investigators to send them to the Infirmary costs it little, because beaten cultists come back through the deck.</source>
        <translation>这些提示是建议，不是规则。邪教并不打算只靠卡牌上的召唤点数获胜：秘密仪式才是它真正的引擎，而攻击调查员把他们送进医务室对它来说代价很小，因为被击败的邪教徒会通过牌堆回来。</translation>
    </message>
    <message>
        <source>The investigators do best when they form teams, especially in the middle of the game, and collect every item they can: that speeds up the way to 20 Mythos Points and improves the odds in the Final Battle.</source>
        <translation>调查员组成小队时表现最好，尤其是在游戏中期，并且要收集一切能收集的物品：这能加快达到20点神话点数，并提高最终决战的胜算。</translation>
    </message>
    <message>
        <source>Card overview</source>
        <translation>卡牌一览</translation>
    </message>
    <message>
        <source>Every card is listed below by kind. A number in brackets after a check is the number of successes it needs.</source>
        <translation>下面按种类列出每张卡牌。检定后括号中的数字是所需的成功次数。</translation>
    </message>
    <message>
        <source>Cultists</source>
        <translation>邪教徒</translation>
    </message>
    <message>
        <source>Two Starting Cultists begin in the cultist&apos;s hand; two further Cultists and the Leader of the Cultists are in the deck. The rulebook gives Combat values only for the Leader, who rolls 4 dice in combat and on Secret Rituals. We give the Starting Cultists 2 and the further Cultists 3, and the Leader is a fifth cultist card of his own. {gap:MM-GAP-3}</source>
        <translation>两张初始邪教徒起始时在邪教徒手中；另外两张邪教徒和邪教首领在牌堆中。规则书只给出了邪教首领的战斗值，他在战斗和秘密仪式中掷4颗骰子。我们给初始邪教徒2点，其他邪教徒3点，邪教首领是单独的第五张邪教徒卡。{gap:MM-GAP-3}</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>怪物</translation>
    </message>
    <message>
        <source>The Thing in the Well can only be placed in Campus Park or on the Sports Field. The investigators there make a Sanity check (1); those who fail go to Temporary Insanity, and those who pass must fight it. Beating it gives 1 Mythos Point.</source>
        <translation>井中之物只能放在校园公园或运动场。那里的调查员进行神智检定（1）；失败者进入暂时疯狂，通过者必须与它战斗。击败它获得1点神话点数。</translation>
    </message>
    <message>
        <source>Lurking Terror (two copies): a Sanity check (2) when revealed, failures to Temporary Insanity, then a combat. It is thrown away after it is resolved, whoever wins.</source>
        <translation>潜伏的恐怖（两张）：揭示时进行神智检定（2），失败者进入暂时疯狂，然后进行战斗。无论谁获胜，结算后都将其丢弃。</translation>
    </message>
    <message>
        <source>Tentacle Monster can only be placed in Campus Park. Revealing it gives the cultists 1 Summon Point. Every investigator at its location makes a Sanity check (2), failures to Temporary Insanity, and it then fights those still there with Combat 4. Beating it gives 1d3 Mythos Points. It reaches only the investigators at its own location. {gap:MM-GAP-32}</source>
        <translation>触手怪物只能放在校园公园。揭示它使邪教徒获得1点召唤点数。其所在地点的每名调查员进行神智检定（2），失败者进入暂时疯狂，然后它以战斗值4与仍在那里的调查员战斗。击败它获得1d3点神话点数。它只能波及自己所在地点的调查员。{gap:MM-GAP-32}</translation>
    </message>
    <message>
        <source>People</source>
        <translation>人物</translation>
    </message>
    <message>
        <source>Village Drunk: an Investigation check (1) gives 1 Mythos Point; if it fails, every investigator there goes to Intensive Care.</source>
        <translation>村中醉汉：调查检定（1）获得1点神话点数；若失败，那里的每名调查员都进入重症监护室。</translation>
    </message>
    <message>
        <source>Observant Student can only be placed in Campus Park. One copy gives 1 Mythos Point for an Investigation check (1), the other 1d3 Mythos Points for an Investigation check (2). We keep them apart as Observant Student A and B. {gap:MM-GAP-39}</source>
        <translation>细心的学生只能放在校园公园。一张在调查检定（1）通过时给予1点神话点数，另一张在调查检定（2）通过时给予1d3点神话点数。我们将它们区分为细心的学生A和B。{gap:MM-GAP-39}</translation>
    </message>
    <message>
        <source>Police: each investigator there makes a Stealth check (2); anyone who fails goes to Jail. If all pass, they gain 1 Mythos Point. Police goes back to the cultist&apos;s hand every turn.</source>
        <translation>警察：那里的每名调查员进行潜行检定（2）；失败者进入监狱。如果所有人都通过，获得1点神话点数。警察每回合都回到邪教徒手中。</translation>
    </message>
    <message>
        <source>Insane Student fights with Combat 2; once he is beaten, a Sanity check (1) to understand him gives 1d3 Mythos Points. Furious Young Man fights with Combat 2 and gives nothing.</source>
        <translation>发疯的学生以战斗值2进行战斗；被击败后，通过神智检定（1）理解他的话可获得1d3点神话点数。暴怒的青年以战斗值2进行战斗，不提供任何奖励。</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Nightmares reaches every investigator, wherever he is: each rolls his Sanity, and one with no success goes to Temporary Insanity. The card is then thrown away. It does not reach investigators in the Infirmary, in Jail or already insane. {gap:MM-GAP-32}</source>
        <translation>噩梦波及每名调查员，无论他身在何处：每人用神智掷骰，没有成功者进入暂时疯狂。之后该卡被丢弃。它不会波及医务室、监狱中或已经发疯的调查员。{gap:MM-GAP-32}</translation>
    </message>
    <message>
        <source>Epidemic can only be placed on the Infirmary. Revealing it gives the cultists 1 Summon Point; a Sanity check gives the investigators 2 Mythos Points. It is then thrown away. The check needs one success. {gap:MM-GAP-25}</source>
        <translation>瘟疫只能放在医务室。揭示它使邪教徒获得1点召唤点数；通过神智检定使调查员获得2点神话点数。之后该卡被丢弃。这次检定需要一次成功。{gap:MM-GAP-25}</translation>
    </message>
    <message>
        <source>False Trail: each investigator there makes a Sanity check (1), and a failure costs 3 Mythos Points. Mythos Points never drop below 0. {gap:MM-GAP-20} The cultist also draws 1d6 cards every time it is revealed, beyond his hand of 6. {gap:MM-GAP-36}</source>
        <translation>错误线索：那里的每名调查员进行神智检定（1），失败则损失3点神话点数。神话点数不会低于0。{gap:MM-GAP-20} 每次揭示时，邪教徒还要在6张手牌之外抽1d6张牌。{gap:MM-GAP-36}</translation>
    </message>
    <message>
        <source>Comet Passes Close to Earth: the cultist draws 1d6 cards and gains 1d3 Summon Points; one investigator there may make a Sanity check (2) for 1d6 Mythos Points.</source>
        <translation>彗星掠过地球：邪教徒抽1d6张牌并获得1d3点召唤点数；那里的一名调查员可以进行神智检定（2），获得1d6点神话点数。</translation>
    </message>
    <message>
        <source>Mass Murder!: the cultists gain 1d3 Summon Points; a Sanity check (1) gives the investigators 1d3 Mythos Points.</source>
        <translation>大屠杀！：邪教徒获得1d3点召唤点数；通过神智检定（1）使调查员获得1d3点神话点数。</translation>
    </message>
    <message>
        <source>Clues and scenes</source>
        <translation>线索与场景</translation>
    </message>
    <message>
        <source>Old Newspaper Article can only be placed in the Library; a Sanity check (1) wins it. The rulebook gives it no reward: we give 1 Mythos Point when it is acquired. {gap:MM-GAP-27}</source>
        <translation>旧报纸报道只能放在图书馆；通过神智检定（1）即可获得。规则书没有给它奖励：我们在获得它时给予1点神话点数。{gap:MM-GAP-27}</translation>
    </message>
    <message>
        <source>Asteroid Fragment can only be placed in the Research Wing; a Stealth check (2) steals it for 3 Mythos Points.</source>
        <translation>小行星碎片只能放在研究楼；通过潜行检定（2）即可偷走，获得3点神话点数。</translation>
    </message>
    <message>
        <source>Nothing Special: nothing happens.</source>
        <translation>平安无事：什么也不会发生。</translation>
    </message>
    <message>
        <source>Slime Trail gives the cultist 1 Summon Point. A Sanity check (1) gives 2 Mythos Points; those who fail go to Temporary Insanity. One roll per investigator decides both. {gap:MM-GAP-31}</source>
        <translation>黏液痕迹使邪教徒获得1点召唤点数。通过神智检定（1）获得2点神话点数；失败者进入暂时疯狂。每名调查员掷一次骰，同时决定两者。{gap:MM-GAP-31}</translation>
    </message>
    <message>
        <source>Unauthorized Experiment can only be placed in the Research Wing. It gives the cultists 1 Summon Point; an Investigation check (2) gives 1 Mythos Point.</source>
        <translation>违规实验只能放在研究楼。它使邪教徒获得1点召唤点数；通过调查检定（2）获得1点神话点数。</translation>
    </message>
    <message>
        <source>Missing Person gives the cultist 1 Summon Point; an Investigation check (1) gives 1 Mythos Point.</source>
        <translation>失踪者使邪教徒获得1点召唤点数；通过调查检定（1）获得1点神话点数。</translation>
    </message>
    <message>
        <source>Shriveled Corpse gives the cultists 1 Summon Point. Each investigator makes a Sanity check (1) or goes insane; those still sane then make an Investigation check (2) for 2 Mythos Points. {gap:MM-GAP-31}</source>
        <translation>干瘪的尸体使邪教徒获得1点召唤点数。每名调查员进行神智检定（1），否则发疯；仍保持清醒者再进行调查检定（2），获得2点神话点数。{gap:MM-GAP-31}</translation>
    </message>
    <message>
        <source>Books and the Study</source>
        <translation>书籍与书房</translation>
    </message>
    <message>
        <source>Old Book can be placed anywhere; a Stealth check (2) wins it. Read in the Study, a Sanity check (2) gives 1d3 Mythos Points.</source>
        <translation>旧书可以放在任何地方；通过潜行检定（2）即可获得。在书房阅读时，通过神智检定（2）获得1d3点神话点数。</translation>
    </message>
    <message>
        <source>Diary of a Madman can only be placed in the Library; an Investigation check (2) finds it. Read in the Study, a Sanity check (2) gives 1d6 Mythos Points.</source>
        <translation>狂人日记只能放在图书馆；通过调查检定（2）即可找到。在书房阅读时，通过神智检定（2）获得1d6点神话点数。</translation>
    </message>
    <message>
        <source>Ancient Tome can only be placed in the Research Wing and belongs to the Leader of the Cultists; a Stealth check (2) steals it, and who owns it has no further effect. {gap:MM-GAP-37} A reader in the Study needs Sanity of at least 3 and gains 1d6 Mythos Points. In the Final Battle its spells add 5 dice.</source>
        <translation>远古典籍只能放在研究楼，属于邪教首领；通过潜行检定（2）即可偷走，归谁所有没有其他效果。{gap:MM-GAP-37} 在书房阅读者的神智至少要为3，可获得1d6点神话点数。在最终决战中，其中的咒语增加5颗骰子。</translation>
    </message>
    <message>
        <source>An investigator reads in the Study instead of visiting a location; reading happens in the Reveal Phase after all locations and before Secret Rituals, one reader per book. {gap:MM-GAP-10}</source>
        <translation>调查员改为在书房阅读而不前往地点；阅读在揭示阶段中所有地点之后、秘密仪式之前进行，每本书一名读者。{gap:MM-GAP-10}</translation>
    </message>
    <message>
        <source>Each book pays out once: a successful reading marks it read, and it stays owned. A failed reading costs nothing and can be tried again. The Tome&apos;s Sanity of 3 is a value the reader must have, not a check, and its Final Battle dice count whether or not it was read. {gap:MM-GAP-26}</source>
        <translation>每本书只生效一次：阅读成功即标记为已读，仍归小队所有。阅读失败没有代价，可以再次尝试。典籍的神智3是读者必须具备的数值，而不是检定，无论是否读过，它在最终决战中的骰子都计算在内。{gap:MM-GAP-26}</translation>
    </message>
    <message>
        <source>Amulet of Peace can only be owned by the investigators; a Stealth check (1) wins it, and revealing it gives the cultists 1 Summon Point. Its bearer passes every Sanity check, the Final Battle&apos;s included.</source>
        <translation>和平护符只能归调查员所有；通过潜行检定（1）即可获得，揭示它使邪教徒获得1点召唤点数。持有者自动通过所有神智检定，包括最终决战中的检定。</translation>
    </message>
    <message>
        <source>Magical Ring: a Stealth check (1) steals it; if all investigators at its location lose their combat and a cultist remains, the cultist may take it. Its holder, on either side, may roll one roll again each turn. {gap:MM-GAP-29}</source>
        <translation>魔法戒指：通过潜行检定（1）即可偷走；如果其所在地点的所有调查员都输掉战斗且有邪教徒留下，该邪教徒可以拿走它。持有者（无论哪一方）每回合可以重掷一次。{gap:MM-GAP-29}</translation>
    </message>
    <message>
        <source>Ceremonial Dagger can only be placed on Anthropology; a Stealth check (1) steals it, and a cultist left standing may take it as with the Ring. For an investigator it adds 3 dice against monsters and in the Final Battle and 1 die against cultists; for the cultists it makes a 4 a success on Secret Rituals.</source>
        <translation>仪式匕首只能放在人类学系；通过潜行检定（1）即可偷走，留在场上的邪教徒可以像拿戒指一样拿走它。对调查员而言，它在对抗怪物和最终决战中增加3颗骰子，对抗邪教徒时增加1颗骰子；对邪教徒而言，它使秘密仪式中掷出4也算成功。</translation>
    </message>
    <message>
        <source>Ceremonial Mask: a Stealth check (2) wins it and gives its bearer 2 more dice on Stealth checks from then on; after that, an Investigation check (2) gives 1d3 Mythos Points. Revealing it gives the cultist 1 Summon Point. {gap:MM-GAP-31}</source>
        <translation>仪式面具：通过潜行检定（2）即可获得，此后持有者在潜行检定中多掷2颗骰子；之后通过调查检定（2）可获得1d3点神话点数。揭示它使邪教徒获得1点召唤点数。{gap:MM-GAP-31}</translation>
    </message>
</context>
<context>
    <name>editor-labels</name>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>怪物</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>地图板块</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>地图板块</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>格子</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>房间</translation>
    </message>
    <message>
        <source>Door</source>
        <translation>门</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>变量</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>If passed, run</source>
        <translation>通过时运行</translation>
    </message>
    <message>
        <source>If failed, run</source>
        <translation>失败时运行</translation>
    </message>
    <message>
        <source>If solved, run</source>
        <translation>解开时运行</translation>
    </message>
    <message>
        <source>If not solved, run</source>
        <translation>未解开时运行</translation>
    </message>
    <message>
        <source>Epilogue</source>
        <translation>结语</translation>
    </message>
    <message>
        <source>New objective</source>
        <translation>新目标</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>谜题</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>物品</translation>
    </message>
    <message>
        <source>Spell</source>
        <translation>咒语</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>Only in round</source>
        <translation>仅限轮次</translation>
    </message>
    <message>
        <source>Entered by</source>
        <translation>进入者</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>比较方式</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Revealed</source>
        <translation>已揭示</translation>
    </message>
    <message>
        <source>On the map</source>
        <translation>在地图上</translation>
    </message>
    <message>
        <source>Held</source>
        <translation>持有</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>文字</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>修正值</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>难度</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>数额</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Starts at</source>
        <translation>初始值</translation>
    </message>
    <message>
        <source>Label shown to players</source>
        <translation>向玩家显示的标签</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Setup side</source>
        <translation>起始设置板的面</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Introduction</source>
        <translation>开场介绍</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>时长（分钟）</translation>
    </message>
    <message>
        <source>Cover image</source>
        <translation>封面图片</translation>
    </message>
    <message>
        <source>Keeper&apos;s goal</source>
        <translation>守密人的目标</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>可重复</translation>
    </message>
    <message>
        <source>The game starts</source>
        <translation>游戏开始</translation>
    </message>
    <message>
        <source>A round starts</source>
        <translation>一轮开始</translation>
    </message>
    <message>
        <source>A round ends</source>
        <translation>一轮结束</translation>
    </message>
    <message>
        <source>The Mythos phase</source>
        <translation>神话阶段</translation>
    </message>
    <message>
        <source>A token is used</source>
        <translation>使用标记</translation>
    </message>
    <message>
        <source>A space is entered</source>
        <translation>进入格子</translation>
    </message>
    <message>
        <source>A monster is defeated</source>
        <translation>击败怪物</translation>
    </message>
    <message>
        <source>An investigator escapes</source>
        <translation>调查员撤离</translation>
    </message>
    <message>
        <source>An investigator is eliminated</source>
        <translation>调查员被淘汰</translation>
    </message>
    <message>
        <source>A variable</source>
        <translation>某个变量</translation>
    </message>
    <message>
        <source>A token</source>
        <translation>某个标记</translation>
    </message>
    <message>
        <source>A monster</source>
        <translation>某个怪物</translation>
    </message>
    <message>
        <source>An item is held</source>
        <translation>持有物品</translation>
    </message>
    <message>
        <source>The number of investigators</source>
        <translation>调查员人数</translation>
    </message>
    <message>
        <source>Show a message</source>
        <translation>显示消息</translation>
    </message>
    <message>
        <source>Reveal tiles</source>
        <translation>揭示地图板块</translation>
    </message>
    <message>
        <source>Place a token</source>
        <translation>放置标记</translation>
    </message>
    <message>
        <source>Remove a token</source>
        <translation>移除标记</translation>
    </message>
    <message>
        <source>Place a monster</source>
        <translation>放置怪物</translation>
    </message>
    <message>
        <source>Remove a monster</source>
        <translation>移除怪物</translation>
    </message>
    <message>
        <source>Set a door</source>
        <translation>设置门</translation>
    </message>
    <message>
        <source>A test</source>
        <translation>检定</translation>
    </message>
    <message>
        <source>A puzzle</source>
        <translation>谜题</translation>
    </message>
    <message>
        <source>Give an item</source>
        <translation>给予物品</translation>
    </message>
    <message>
        <source>Take an item</source>
        <translation>拿走物品</translation>
    </message>
    <message>
        <source>Give a spell</source>
        <translation>给予咒语</translation>
    </message>
    <message>
        <source>Give clues</source>
        <translation>给予线索</translation>
    </message>
    <message>
        <source>Take clues</source>
        <translation>拿走线索</translation>
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
        <source>A side effect</source>
        <translation>副作用卡</translation>
    </message>
    <message>
        <source>Set a variable</source>
        <translation>设置变量</translation>
    </message>
    <message>
        <source>Add to a variable</source>
        <translation>增加变量</translation>
    </message>
    <message>
        <source>Change the objective</source>
        <translation>更换目标</translation>
    </message>
    <message>
        <source>Run an event</source>
        <translation>运行事件</translation>
    </message>
    <message>
        <source>The investigators win</source>
        <translation>调查员获胜</translation>
    </message>
    <message>
        <source>The investigators lose</source>
        <translation>调查员失败</translation>
    </message>
    <message>
        <source>the active investigator</source>
        <translation>当前调查员</translation>
    </message>
    <message>
        <source>each investigator</source>
        <translation>每名调查员</translation>
    </message>
    <message>
        <source>a chosen investigator</source>
        <translation>选定的一名调查员</translation>
    </message>
    <message>
        <source>an investigator</source>
        <translation>一名调查员</translation>
    </message>
    <message>
        <source>anyone</source>
        <translation>任何人</translation>
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
        <source>number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>标志</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>time runs out</source>
        <translation>时间耗尽</translation>
    </message>
    <message>
        <source>mutations</source>
        <translation>突变标记</translation>
    </message>
    <message>
        <source>the warden gets out</source>
        <translation>院长逃脱</translation>
    </message>
    <message>
        <source>A variable compares</source>
        <translation>变量比较</translation>
    </message>
    <message>
        <source>A tile is revealed</source>
        <translation>地图板块已揭示</translation>
    </message>
    <message>
        <source>A token is on the map</source>
        <translation>标记在地图上</translation>
    </message>
    <message>
        <source>A monster is on the map</source>
        <translation>怪物在地图上</translation>
    </message>
    <message>
        <source>A variable changes</source>
        <translation>变量变化</translation>
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
    <name>lists</name>
    <message>
        <source>, </source>
        <extracomment>What stands between the names of a list in running text (&quot;a, b, c&quot;); a language may write it otherwise (Chinese: &quot;a、b、c&quot;).</extracomment>
        <translation>、</translation>
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
        <source>{player} burns no card.</source>
        <translation>{player}没有焚毁任何牌。</translation>
    </message>
    <message>
        <source>You look at the Research card {card}.</source>
        <translation>你查看了研究卡{card}。</translation>
    </message>
    <message>
        <source>{player} looks at a Research card.</source>
        <translation>{player}查看了一张研究卡。</translation>
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
        <source>{player} has no card in the discard pile to burn.</source>
        <translation>{player}的弃牌堆中没有可焚毁的牌。</translation>
    </message>
    <message>
        <source>{player} takes {card} into the discard pile.</source>
        <translation>{player}将{card}拿入弃牌堆。</translation>
    </message>
    <message>
        <source>{player} burns {card}: it leaves the game.</source>
        <translation>{player}焚毁{card}：移出游戏。</translation>
    </message>
    <message>
        <source>{player} burns {card}: it goes back to the Supply.</source>
        <translation>{player}焚毁{card}：归还供应区。</translation>
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
        <source>Spend Experience to reach the difficulty, or accept the roll.</source>
        <translation>花费经验以达到难度，或接受掷骰结果。</translation>
    </message>
    <message>
        <source>Give back the Heartstone to roll again, or accept the roll.</source>
        <translation>归还炉心石以重新掷骰，或接受掷骰结果。</translation>
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
        <source>Choose a card from your discard pile to burn, or decline.</source>
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
        <source>{player} draws {n} {n|card|cards}.</source>
        <translation>{player}抽了{n}张牌。</translation>
    </message>
    <message>
        <source>{player} plays {card} for {n} {n|card|cards}.</source>
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
    <message>
        <source>Random bot</source>
        <translation>随机电脑玩家</translation>
    </message>
    <message>
        <source>Alchemist bot</source>
        <translation>炼金术士电脑玩家</translation>
    </message>
    <message>
        <source>Wins by seat</source>
        <translation>各座位胜局</translation>
    </message>
    <message>
        <source>Wins by bot</source>
        <translation>各电脑玩家胜局</translation>
    </message>
    <message>
        <source>Games with a Philosophers&apos; Stone</source>
        <translation>炼成贤者之石的对局</translation>
    </message>
    <message>
        <source>Philosophers&apos; Stones made</source>
        <translation>炼成的贤者之石</translation>
    </message>
    <message>
        <source>Round of the first Stone</source>
        <translation>首块贤者之石炼成的轮次</translation>
    </message>
    <message>
        <source>How the game ended</source>
        <translation>游戏结束方式</translation>
    </message>
    <message>
        <source>a Stone, then a last round</source>
        <translation>炼成贤者之石，再进行最后一轮</translation>
    </message>
    <message>
        <source>a Stone, at once</source>
        <translation>炼成贤者之石，立即结束</translation>
    </message>
    <message>
        <source>the round limit</source>
        <translation>达到轮数上限</translation>
    </message>
    <message>
        <source>Clues found</source>
        <translation>获得的线索卡</translation>
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
        <source>Set all {n} {n|dial|dials}.</source>
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
        <source>A bar slides {n} {n|square|squares}.</source>
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
        <source>That space is {n} {n|space|spaces} away; one move goes at most two.</source>
        <translation>那个格子相距{n}格；一次移动最多走2格。</translation>
    </message>
    <message>
        <source>That space is {n} {n|space|spaces} away; this move has {m} {m|space|spaces} left.</source>
        <translation>那个格子相距{n}格；这次移动只剩{m}格。</translation>
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
        <source>Investigators</source>
        <translation>调查员</translation>
    </message>
    <message>
        <source>Keeper</source>
        <translation>守密人</translation>
    </message>
    <message>
        <source>Investigators eliminated</source>
        <translation>被淘汰的调查员</translation>
    </message>
    <message>
        <source>Endings</source>
        <translation>结局</translation>
    </message>
    <message>
        <source>Events run</source>
        <translation>已触发的事件</translation>
    </message>
    <message>
        <source>Objectives reached</source>
        <translation>达成的目标</translation>
    </message>
    <message>
        <source>Insane investigators who lost</source>
        <translation>因疯狂而落败的调查员</translation>
    </message>
    <message>
        <source>Story choices</source>
        <translation>故事选项</translation>
    </message>
    <message>
        <source>Epilogues</source>
        <translation>结语</translation>
    </message>
    <message>
        <source>Investigator (follows the story&apos;s objective)</source>
        <translation>调查员（遵循故事的目标）</translation>
    </message>
    <message>
        <source>Keeper (spends threat to win)</source>
        <translation>守密人（花费威胁值争取胜利）</translation>
    </message>
    <message>
        <source>Story</source>
        <translation>故事</translation>
    </message>
    <message>
        <source>The first-edition story to play against the Keeper.</source>
        <translation>与守密人对抗的第一版故事。</translation>
    </message>
    <message>
        <source>Story choice</source>
        <translation>故事选项</translation>
    </message>
    <message>
        <source>Who makes the Keeper&apos;s secret story choice.</source>
        <translation>由谁秘密做出守密人的故事选项。</translation>
    </message>
    <message>
        <source>The Keeper, in secret</source>
        <translation>守密人，秘密进行</translation>
    </message>
    <message>
        <source>Chosen at random</source>
        <translation>随机选择</translation>
    </message>
    <message>
        <source>End the game as the Keeper&apos;s win after this many rounds. 0 means no limit.</source>
        <translation>经过这么多轮后，游戏以守密人获胜结束。0表示没有限制。</translation>
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
        <source>{who} loses {n} {n|Clue|Clues}.</source>
        <translation>{who}失去{n}个线索。</translation>
    </message>
    <message>
        <source>{who} will have one action fewer next turn.</source>
        <translation>{who}下回合将少1次行动。</translation>
    </message>
    <message>
        <source>A test from {card}</source>
        <translation>{card}要求的检定</translation>
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
        <source>{who} discards {n} facedown {kind} {n|card|cards}.</source>
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
        <source>{who} searches.</source>
        <translation>{who}进行搜索。</translation>
    </message>
    <message>
        <source>{who} explores.</source>
        <translation>{who}进行探索。</translation>
    </message>
    <message>
        <source>Choose the investigator who tests {skill}.</source>
        <translation>选择进行{skill}检定的调查员。</translation>
    </message>
    <message>
        <source>{what} Choose the investigator who tests {skill}.</source>
        <translation>{what}选择进行{skill}检定的调查员。</translation>
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
        <source>Nothing new lies beyond: those rooms are already open.</source>
        <translation>那边没有新的东西：这些房间早已敞开。</translation>
    </message>
    <message>
        <source>{who} gains {card}.</source>
        <translation>{who}获得{card}。</translation>
    </message>
    <message>
        <source>{who} loses {card}.</source>
        <translation>{who}失去{card}。</translation>
    </message>
    <message>
        <source>{who} learns {card}.</source>
        <translation>{who}习得{card}。</translation>
    </message>
    <message>
        <source>{who} uses a token.</source>
        <translation>{who}使用了一个标记。</translation>
    </message>
    <message>
        <source>{who} interacts.</source>
        <translation>{who}进行互动。</translation>
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
        <extracomment>puzzle moves read back from their JSON, for the process</extracomment>
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
        <source>{who} activates.</source>
        <extracomment>how a monster moves while it hunts, by whether it flies (built once: the graph cache looks them up by value)</extracomment>
        <translation>{who}激活。</translation>
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
        <source>{who} throws itself at the barricade: {faces}.</source>
        <translation>{who}冲撞路障：{faces}。</translation>
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
        <source>{who} makes a horror check against {monster} (horror {n}).</source>
        <translation>{who}对{monster}进行恐惧检定（恐惧值{n}）。</translation>
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
        <extracomment>key -&gt; part(state, observation) field -&gt; value(state, investigator): the fields of ``investigator_public``, one by one the parts of a bot&apos;s observation (``observation(seat, False)``): the same values, the investigators as :class:`InvestigatorView`, ``used_tokens`` as a :class:`ListsView`, the map&apos;s passages and the explored tokens kept between calls (one list while they stay as they are)</extracomment>
        <translation>调查员获胜。</translation>
    </message>
    <message>
        <source>The investigators have lost.</source>
        <translation>调查员失败。</translation>
    </message>
    <message>
        <source>The story is over: the investigators have won.</source>
        <translation>故事结束：调查员获胜。</translation>
    </message>
    <message>
        <source>The story is over: the Keeper has won.</source>
        <translation>故事结束：守密人获胜。</translation>
    </message>
    <message>
        <source>The story is over: nobody has won.</source>
        <translation>故事结束：无人获胜。</translation>
    </message>
    <message>
        <source>The puzzle draws.</source>
        <translation>谜题抽取板块。</translation>
    </message>
    <message>
        <source>Waiting for {who}.</source>
        <translation>等待{who}。</translation>
    </message>
    <message>
        <source>Work on the puzzle, or stop the attempt.</source>
        <translation>继续解谜，或停止挑战。</translation>
    </message>
    <message>
        <source>Choose which attribute to test.</source>
        <translation>选择要检定的属性。</translation>
    </message>
    <message>
        <source>{what} Choose the investigator who tests {attribute}.</source>
        <translation>{what}选择进行{attribute}检定的调查员。</translation>
    </message>
    <message>
        <source>{question} Choose an answer.</source>
        <translation>{question}请选择一个答案。</translation>
    </message>
    <message>
        <source>{who} {what}: play a card from your hand, or pass.</source>
        <translation>{who}{what}：从手牌中打出一张牌，或放弃。</translation>
    </message>
    <message>
        <source>explores</source>
        <translation>探索</translation>
    </message>
    <message>
        <source>suffers damage</source>
        <translation>受到伤害</translation>
    </message>
    <message>
        <source>suffers horror</source>
        <translation>受到恐惧</translation>
    </message>
    <message>
        <source>Make the story choice in secret: the investigators only learn that it was made.</source>
        <translation>秘密做出故事选项：调查员只会得知选项已做出。</translation>
    </message>
    <message>
        <source>The Keeper&apos;s turn: {n} threat to spend on keeper actions, then end the turn.</source>
        <translation>守密人回合：有{n}点威胁值可用于守密人行动，然后结束回合。</translation>
    </message>
    <message>
        <source>{who}: {n} {n|space|spaces} to move and an action left (explore, attack, cast, use an item), or end the turn.</source>
        <translation>{who}：还可移动{n}格并执行一个行动（探索、攻击、施法、使用物品），或结束回合。</translation>
    </message>
    <message>
        <source>{who}: {n} {n|space|spaces} to move, or end the turn.</source>
        <translation>{who}：还可移动{n}格，或结束回合。</translation>
    </message>
    <message>
        <source>{who} moves one space at a time: that space is {n} {n|space|spaces} away.</source>
        <translation>{who}每次只能移动1格：那个区域在{n}格之外。</translation>
    </message>
    <message>
        <source>{card} moves {monster} at most {n} {n|space|spaces}: that space is {far} away.</source>
        <translation>{card}最多使{monster}移动{n}格：那个区域在{far}格之外。</translation>
    </message>
    <message>
        <source>{who} has no movement left.</source>
        <translation>{who}已没有剩余移动。</translation>
    </message>
    <message>
        <source>No way leads there: walls, a closed door or an impassable border are in the way.</source>
        <translation>没有通往那里的路：墙壁、关闭的门或不可通过的边界挡住了去路。</translation>
    </message>
    <message>
        <source>{card} has been played this turn.</source>
        <translation>本回合已经打出过{card}。</translation>
    </message>
    <message>
        <source>{card} costs {cost} threat; the Keeper has {threat}.</source>
        <translation>{card}需要{cost}点威胁值；守密人只有{threat}点。</translation>
    </message>
    <message>
        <source>{monster} cannot move yet.</source>
        <translation>{monster}现在还不能移动。</translation>
    </message>
    <message>
        <source>{monster} cannot go there: no way it may take leads there.</source>
        <translation>{monster}无法到达那里：它能走的路都不通向那里。</translation>
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
        <source>Roll {n} {n|die|dice} for {who}.</source>
        <translation>为{who}掷{n}颗骰子。</translation>
    </message>
    <message>
        <source>Work on the puzzle: {n} {n|step|steps} left.</source>
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
        <source>{who}: {n} {n|action|actions} left. Move, search, explore, interact, attack, trade or use a possession.</source>
        <translation>{who}：剩余{n}次行动。可以移动、搜索、探索、互动、攻击、交易或使用所持物品。</translation>
    </message>
    <message>
        <source>{who}: finish the move ({n} {n|space|spaces} left) or end the turn.</source>
        <translation>{who}：完成移动（剩余{n}格）或结束回合。</translation>
    </message>
    <message>
        <source>{who}: no actions left; end the turn.</source>
        <translation>{who}：已没有剩余行动；请结束回合。</translation>
    </message>
    <message>
        <source>Strength</source>
        <extracomment>the tested attributes and values of a d10 test (FA-TEST-1/2)</extracomment>
        <translation>力量</translation>
    </message>
    <message>
        <source>Dexterity</source>
        <translation>敏捷</translation>
    </message>
    <message>
        <source>Intellect</source>
        <translation>智力</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>运气</translation>
    </message>
    <message>
        <source>Marksmanship</source>
        <translation>精准</translation>
    </message>
    <message>
        <source>remaining sanity</source>
        <translation>剩余的神智</translation>
    </message>
    <message>
        <source>remaining health</source>
        <translation>剩余的生命值</translation>
    </message>
    <message>
        <source>horror</source>
        <translation>恐惧</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>伤害</translation>
    </message>
    <message>
        <source>clues</source>
        <translation>线索</translation>
    </message>
    <message>
        <source>items</source>
        <translation>物品</translation>
    </message>
    <message>
        <source>mutations</source>
        <translation>突变标记</translation>
    </message>
    <message>
        <source>skill points</source>
        <translation>技能点</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>fails</source>
        <translation>失败</translation>
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
        <source>{who} — {title}.</source>
        <translation>{who}——{title}。</translation>
    </message>
    <message>
        <source>Evade {monster}</source>
        <translation>回避{monster}</translation>
    </message>
    <message>
        <source>Attack {monster} with {weapon}</source>
        <translation>用{weapon}攻击{monster}</translation>
    </message>
    <message>
        <source>Attack {monster} bare-handed</source>
        <translation>徒手攻击{monster}</translation>
    </message>
    <message>
        <source>Withstand the attack of {monster}</source>
        <translation>抵挡{monster}的攻击</translation>
    </message>
    <message>
        <source>Horror check against {monster} (horror {n})</source>
        <translation>针对{monster}的恐惧检定（恐惧值{n}）</translation>
    </message>
    <message>
        <source>Move a barricade out of the way</source>
        <translation>挪开路障</translation>
    </message>
    <message>
        <source>Push {who} into the next space</source>
        <translation>把{who}推到相邻区域</translation>
    </message>
    <message>
        <source>Snatch {item} from {other}</source>
        <translation>从{other}手中夺取{item}</translation>
    </message>
    <message>
        <source>Hold on to {item}</source>
        <translation>护住{item}</translation>
    </message>
    <message>
        <source>Use {item}</source>
        <translation>使用{item}</translation>
    </message>
    <message>
        <source>Use an ability</source>
        <translation>使用能力</translation>
    </message>
    <message>
        <source>A test the card calls for</source>
        <translation>卡牌要求的检定</translation>
    </message>
    <message>
        <source>A test the story calls for</source>
        <translation>剧情要求的检定</translation>
    </message>
    <message>
        <source>the ability of {who}</source>
        <translation>{who}的能力</translation>
    </message>
    <message>
        <source>the card</source>
        <translation>卡牌</translation>
    </message>
    <message>
        <source>the story</source>
        <translation>剧情</translation>
    </message>
    <message>
        <source>{n} {n|die|dice} fewer from {source}</source>
        <translation>因{source}少{n}颗骰子</translation>
    </message>
    <message>
        <source>{n} more {n|die|dice} from {source}</source>
        <translation>因{source}多{n}颗骰子</translation>
    </message>
    <message>
        <source>at least one die (house rule)</source>
        <translation>至少一颗骰子（房规）</translation>
    </message>
    <message>
        <source>{skill} {n}</source>
        <translation>{skill}{n}</translation>
    </message>
    <message>
        <source>{before}, {after}</source>
        <translation>{before}，{after}</translation>
    </message>
    <message>
        <source>{purpose}: {skill}: {n} {n|die|dice}</source>
        <translation>{purpose}：{skill}：共{n}颗骰子</translation>
    </message>
    <message>
        <source>{purpose}: {skill}, {n} {n|die|dice}</source>
        <translation>{purpose}：{skill}，{n}颗骰子</translation>
    </message>
    <message>
        <source>{who}: {n} {n|success|successes}.</source>
        <translation>{who}：{n}个成功。</translation>
    </message>
    <message>
        <source>{who}: {n} {n|success|successes} against a difficulty of {d}: passed.</source>
        <translation>{who}：{n}个成功，难度{d}：通过。</translation>
    </message>
    <message>
        <source>{who}: {n} {n|success|successes} against a difficulty of {d}: failed.</source>
        <translation>{who}：{n}个成功，难度{d}：失败。</translation>
    </message>
    <message>
        <source>Will</source>
        <translation>意志</translation>
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
        <source>Finish the test under way first.</source>
        <translation>请先完成正在进行的检定。</translation>
    </message>
    <message>
        <source>Make the choice that is asked for first.</source>
        <translation>请先做出要求的选择。</translation>
    </message>
    <message>
        <source>The puzzle does not offer that move now.</source>
        <translation>谜题此刻不提供这一步。</translation>
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
        <source>{who} moves to {place}.</source>
        <translation>{who}移动到{place}。</translation>
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
        <source>{who} gains {n} {n|Clue|Clues}.</source>
        <translation>{who}获得{n}个线索。</translation>
    </message>
    <message>
        <source>The Keeper gains {amount} threat.</source>
        <translation>守密人获得{amount}点威胁值。</translation>
    </message>
    <message>
        <source>The Keeper plays {card}.</source>
        <translation>守密人打出{card}。</translation>
    </message>
    <message>
        <source>The Keeper spends threat on {card}.</source>
        <translation>守密人花费威胁值使用{card}。</translation>
    </message>
    <message>
        <source>The Keeper plays {card} on {who}.</source>
        <translation>守密人对{who}打出{card}。</translation>
    </message>
    <message>
        <source>The Keeper draws the combat card {card} for {monster}.</source>
        <translation>守密人为{monster}抽取战斗卡{card}。</translation>
    </message>
    <message>
        <source>No combat card answers the attack.</source>
        <translation>没有战斗卡对应这次攻击。</translation>
    </message>
    <message>
        <source>The Keeper draws the combat card {card}.</source>
        <translation>守密人抽取战斗卡{card}。</translation>
    </message>
    <message>
        <source>{monster} moves to {place}.</source>
        <translation>{monster}移动到{place}。</translation>
    </message>
    <message>
        <source>Every token of that monster is in play; no monster appears.</source>
        <translation>该怪物的标记已全部在场上；没有怪物出现。</translation>
    </message>
    <message>
        <source>A monster appears.</source>
        <translation>一个怪物出现了。</translation>
    </message>
    <message>
        <source>The time period changes to {period}.</source>
        <translation>时期变为{period}。</translation>
    </message>
    <message>
        <source>{who} drops an item.</source>
        <translation>{who}丢下一件物品。</translation>
    </message>
    <message>
        <source>{who} tests {what}: rolls {roll} against {target}, {verdict}.</source>
        <translation>{who}进行{what}检定：掷出{roll}，目标{target}，{verdict}。</translation>
    </message>
    <message>
        <source>{who} suffers {amount} damage.</source>
        <translation>{who}受到{amount}点伤害。</translation>
    </message>
    <message>
        <source>{who} suffers {amount} horror.</source>
        <translation>{who}受到{amount}点恐惧。</translation>
    </message>
    <message>
        <source>{who} is out of the story.</source>
        <translation>{who}退出了故事。</translation>
    </message>
    <message>
        <source>A monster is defeated.</source>
        <translation>一个怪物被击败了。</translation>
    </message>
    <message>
        <source>{who} draws the Side Effect card {card}.</source>
        <translation>{who}抽到副作用卡{card}。</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>现在不能这样做。</translation>
    </message>
    <message>
        <source>The Keeper makes the story choice in secret.</source>
        <translation>守密人秘密做出故事选项。</translation>
    </message>
    <message>
        <source>The story is over.</source>
        <translation>故事结束了。</translation>
    </message>
    <message>
        <source>{who} escapes the house.</source>
        <translation>{who}逃出了宅邸。</translation>
    </message>
    <message>
        <source>{who} steps out of the Mists of Releh.</source>
        <translation>{who}走出了拉勒迷雾。</translation>
    </message>
    <message>
        <source>{who} casts {card}.</source>
        <translation>{who}施放了{card}。</translation>
    </message>
    <message>
        <source>{who} uses {card}.</source>
        <translation>{who}使用了{card}。</translation>
    </message>
    <message>
        <source>{who} explores and finds {card}.</source>
        <translation>{who}探索并发现了{card}。</translation>
    </message>
    <message>
        <source>{who} gets past {card}.</source>
        <translation>{who}通过了{card}。</translation>
    </message>
    <message>
        <source>a success</source>
        <extracomment>what each face shows; index 0 is unused the faces showing each kind</extracomment>
        <translation>成功</translation>
    </message>
    <message>
        <source>an investigation</source>
        <translation>调查结果</translation>
    </message>
    <message>
        <source>a blank</source>
        <translation>空白</translation>
    </message>
    <message>
        <source>{s} {s|success|successes}, {i} {i|investigation|investigations}, {b} {b|blank|blanks}</source>
        <translation>{s}个成功、{i}个调查结果、{b}个空白</translation>
    </message>
</context>
<context>
    <name>mansions-debug</name>
    <message>
        <source>Debug play is for Mansions of Madness games.</source>
        <translation>调试模式只适用于《疯狂诡宅》的对局。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>游戏已经结束。</translation>
    </message>
    <message>
        <source>Unknown debug edit {op}.</source>
        <translation>未知的调试编辑{op}。</translation>
    </message>
    <message>
        <source>The Keeper has not made the story choice yet.</source>
        <translation>守密人还没有做出故事选择。</translation>
    </message>
    <message>
        <source>Answer the question or puzzle in play first.</source>
        <translation>请先回答当前的问题或完成当前的谜题。</translation>
    </message>
    <message>
        <source>The debug edit {op} does not fit this game.</source>
        <translation>调试编辑{op}不适用于此游戏。</translation>
    </message>
    <message>
        <source>Debug: the whole map is revealed.</source>
        <translation>调试：整张地图已揭示。</translation>
    </message>
    <message>
        <source>Debug: variable {name} is set to {value}.</source>
        <translation>调试：变量{name}被设为{value}。</translation>
    </message>
    <message>
        <source>Debug: event {event} runs.</source>
        <translation>调试：事件{event}运行。</translation>
    </message>
    <message>
        <source>Debug: {who} is given {item}.</source>
        <translation>调试：{who}获得了{item}。</translation>
    </message>
    <message>
        <source>Debug: {who} is put in space {space}.</source>
        <translation>调试：{who}被放到格子{space}。</translation>
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
        <source>Every card is placed: end your play.</source>
        <translation>手牌已全部放出：请结束出牌。</translation>
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
        <source>{n} {n|cultist attacks|cultists attack}.</source>
        <translation>{n}名邪教徒发起攻击。</translation>
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
        <source>{who}: {hits} {hits|success|successes} (a 5 or 6), {need} needed: passed.</source>
        <translation>{who}：{hits}个成功（掷出5或6），需要{need}个：通过。</translation>
    </message>
    <message>
        <source>{who}: {hits} {hits|success|successes} (a 5 or 6), {need} needed: failed.</source>
        <translation>{who}：{hits}个成功（掷出5或6），需要{need}个：失败。</translation>
    </message>
    <message>
        <source>You draw {n} {n|card|cards}.</source>
        <translation>你抽了{n}张牌。</translation>
    </message>
    <message>
        <source>The cultist draws {n} {n|card|cards}.</source>
        <translation>邪教徒玩家抽了{n}张牌。</translation>
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
        <source>The cult gains {n} {n|Summon Point|Summon Points} (now {total} of 20).</source>
        <translation>邪教获得{n}点召唤点数（现为{total}/20点）。</translation>
    </message>
    <message>
        <source>Nyarlathotep is summoned!</source>
        <translation>奈亚拉托提普被召唤了！</translation>
    </message>
    <message>
        <source>The investigators gain {n} {n|Mythos Point|Mythos Points} (now {total} of 20).</source>
        <translation>调查员获得{n}点神话点数（现为{total}/20点）。</translation>
    </message>
    <message>
        <source>The investigators gathered 20 Mythos Points.</source>
        <translation>调查员集齐了20点神话点数。</translation>
    </message>
    <message>
        <source>The investigators lose {n} {n|Mythos Point|Mythos Points} (now {total} of 20).</source>
        <translation>调查员失去{n}点神话点数（现为{total}/20点）。</translation>
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
        <source>An ally card in your hand must be played.</source>
        <translation>你手中的盟友牌必须打出。</translation>
    </message>
    <message>
        <source>Place at least {n} {n|card|cards} first ({done} so far).</source>
        <translation>请先放置至少{n}张牌（目前已放{done}张）。</translation>
    </message>
    <message>
        <source>The cultist has placed {n} {n|card|cards}.</source>
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
        <source>how many</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>the ring&apos;s reroll</source>
        <translation>戒指重掷</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>战斗</translation>
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
        <source>{n} {n|cultist|cultists}</source>
        <translation>{n}名邪教徒</translation>
    </message>
    <message>
        <source>{card}: {skill} check, {n} {n|success|successes} needed, {p} to pass</source>
        <translation>{card}：{skill}检定，需要{n}次成功，通过几率{p}</translation>
    </message>
    <message>
        <source>{foe}: combat {a} {a|die|dice} against {b} if all of you stay, you win {p}</source>
        <translation>{foe}：全员留下时战斗{a}骰对{b}骰，胜率{p}</translation>
    </message>
    <message>
        <source>{foe}: combat {a} {a|die|dice} against {b}, you win {p}</source>
        <translation>{foe}：战斗{a}骰对{b}骰，胜率{p}</translation>
    </message>
    <message>
        <source>no investigator here</source>
        <translation>此处没有调查员</translation>
    </message>
    <message>
        <source>{n} face-down {n|card|cards}, not known to you</source>
        <translation>{n}张面朝下的牌，你不知道是什么</translation>
    </message>
    <message>
        <source>combat {a} {a|die|dice}: {wins} vs 1/2/3</source>
        <translation>{a}颗战斗骰对战斗值1 / 2 / 3，胜率{wins}</translation>
    </message>
    <message>
        <source>{n} {n|die|dice}: Summon Point {p}, devoured {q}</source>
        <translation>仪式{n}骰：得召唤点数{p}，邪教徒被吞噬{q}</translation>
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
        <source>{inv} stays in {space} ({face}).</source>
        <translation>{inv}留在{space}（掷出{face}）。</translation>
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
    <message>
        <source>Final Battles fought</source>
        <translation>进行的最终决战</translation>
    </message>
    <message>
        <source>Summon Points</source>
        <translation>召唤点数</translation>
    </message>
    <message>
        <source>Mythos Points</source>
        <translation>神话点数</translation>
    </message>
</context>
<context>
    <name>scenario-flow</name>
    <message>
        <source>called</source>
        <translation>被调用</translation>
    </message>
    <message>
        <source>game start</source>
        <translation>游戏开始</translation>
    </message>
    <message>
        <source>every round start</source>
        <translation>每轮开始</translation>
    </message>
    <message>
        <source>every round end</source>
        <translation>每轮结束</translation>
    </message>
    <message>
        <source>every Mythos</source>
        <translation>每个神话阶段</translation>
    </message>
    <message>
        <source>round {n} start</source>
        <translation>第{n}轮开始</translation>
    </message>
    <message>
        <source>round {n} end</source>
        <translation>第{n}轮结束</translation>
    </message>
    <message>
        <source>round {n} Mythos</source>
        <translation>第{n}轮神话阶段</translation>
    </message>
    <message>
        <source>token used: {token}</source>
        <translation>使用标记：{token}</translation>
    </message>
    <message>
        <source>space entered: {where}</source>
        <translation>进入格子：{where}</translation>
    </message>
    <message>
        <source>space entered by a monster: {where}</source>
        <translation>怪物进入格子：{where}</translation>
    </message>
    <message>
        <source>space entered by anyone: {where}</source>
        <translation>任何人进入格子：{where}</translation>
    </message>
    <message>
        <source>monster defeated: {monster}</source>
        <translation>击败怪物：{monster}</translation>
    </message>
    <message>
        <source>escaped from: {room}</source>
        <translation>撤离自：{room}</translation>
    </message>
    <message>
        <source>investigator eliminated</source>
        <translation>调查员被淘汰</translation>
    </message>
    <message>
        <source>variable: {variable} {op} {value}</source>
        <translation>变量：{variable} {op} {value}</translation>
    </message>
    <message>
        <source>unknown trigger</source>
        <translation>未知触发条件</translation>
    </message>
    <message>
        <source>if {variable} {op} {value}</source>
        <translation>如果 {variable} {op} {value}</translation>
    </message>
    <message>
        <source>if tile {tile} is revealed</source>
        <translation>如果地图板块{tile}已揭示</translation>
    </message>
    <message>
        <source>if tile {tile} is hidden</source>
        <translation>如果地图板块{tile}仍隐藏</translation>
    </message>
    <message>
        <source>if token {token} is on the map</source>
        <translation>如果标记{token}在地图上</translation>
    </message>
    <message>
        <source>if token {token} is not on the map</source>
        <translation>如果标记{token}不在地图上</translation>
    </message>
    <message>
        <source>if monster {monster} is on the map</source>
        <translation>如果怪物{monster}在地图上</translation>
    </message>
    <message>
        <source>if monster {monster} is not on the map</source>
        <translation>如果怪物{monster}不在地图上</translation>
    </message>
    <message>
        <source>if holding item {item}</source>
        <translation>如果持有物品{item}</translation>
    </message>
    <message>
        <source>if not holding item {item}</source>
        <translation>如果未持有物品{item}</translation>
    </message>
    <message>
        <source>if investigators {op} {value}</source>
        <translation>如果调查员人数 {op} {value}</translation>
    </message>
    <message>
        <source>unknown condition</source>
        <translation>未知前提</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>已解开</translation>
    </message>
    <message>
        <source>unsolved</source>
        <translation>未解开</translation>
    </message>
    <message>
        <source>run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>揭示</translation>
    </message>
    <message>
        <source>place</source>
        <translation>放置</translation>
    </message>
    <message>
        <source>set</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>give</source>
        <translation>给予</translation>
    </message>
    <message>
        <source>win</source>
        <translation>获胜</translation>
    </message>
    <message>
        <source>lose</source>
        <translation>落败</translation>
    </message>
    <message>
        <source>not a valid event</source>
        <translation>不是有效的事件</translation>
    </message>
    <message>
        <source>Keeper&apos;s goal: time</source>
        <translation>守密人目标：时间</translation>
    </message>
    <message>
        <source>Keeper&apos;s goal: mutations</source>
        <translation>守密人目标：突变标记</translation>
    </message>
    <message>
        <source>Keeper&apos;s goal: warden out</source>
        <translation>守密人目标：院长出逃</translation>
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
