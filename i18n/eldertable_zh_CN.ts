<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
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
</TS>
