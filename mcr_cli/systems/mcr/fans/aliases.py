"""Common alternative names of the 81 fans, as players, books and apps write them (data only).

Each maps to the fan's Chinese name in ``catalogue.py``.  Variant
characters (胡/和, 么/幺, 吊/钓, traditional forms) need no entry here:
``systems.names.fold`` makes them one before comparing.
"""

from __future__ import annotations

from typing import Final

ALIASES: Final = {
    # 88
    "四喜和": "大四喜", "Big Four Happiness": "大四喜", "Great Four Winds": "大四喜",
    "Great Three Dragons": "大三元", "Pure Green": "绿一色",
    "九莲": "九莲宝灯", "Nine Lanterns": "九莲宝灯", "Nine Gates Hand": "九莲宝灯",
    "四杠子": "四杠", "Four Quads": "四杠",
    "连七对子": "连七对", "Seven Consecutive Pairs": "连七对",
    "国士无双": "十三幺", "十三么九": "十三幺", "Thirteen Terminals": "十三幺",
    # 64
    "清老头": "清幺九", "All Terminal Tiles": "清幺九",
    "Small Four Winds": "小四喜", "Small Four Happiness": "小四喜",
    "Small Three Dragons": "小三元",
    "字一色和": "字一色", "All Honor Tiles": "字一色",
    "四暗刻和": "四暗刻", "四暗": "四暗刻", "Four Concealed Triplets": "四暗刻",
    "双龙会": "一色双龙会", "Pure Terminal Chows Hand": "一色双龙会",
    # 48, 32
    "四同顺": "一色四同顺", "Four Identical Chows": "一色四同顺",
    "四节高": "一色四节高", "Four Shifted Pungs": "一色四节高",
    "四步高": "一色四步高", "Four Shifted Chows": "一色四步高",
    "三杠子": "三杠", "Three Quads": "三杠",
    "混老头": "混幺九", "All Terminals and Honours": "混幺九",
    # 24
    "七对子": "七对", "七小对": "七对", "Seven Pairs Hand": "七对",
    "七星": "七星不靠", "Greater Honours and Knitted Tiles": "七星不靠",
    "全双": "全双刻", "All Even Triplets": "全双刻",
    "清一色和": "清一色", "Pure One Suit": "清一色", "Flush": "清一色",
    "三同顺": "一色三同顺", "Pure Triple Chows": "一色三同顺",
    "三节高": "一色三节高", "Pure Shifted Triplets": "一色三节高",
    "Upper Tiles Hand": "全大", "Middle Tiles Hand": "全中", "Lower Tiles Hand": "全小",
    # 16
    "一条龙": "清龙", "青龙": "清龙", "一气通贯": "清龙", "Pure Dragon": "清龙", "Full Straight": "清龙",
    "三色双龙": "三色双龙会",
    "三步高": "一色三步高", "Pure Step Chows": "一色三步高",
    "全带5": "全带五", "All Fives Hand": "全带五",
    "三同刻子": "三同刻", "Triple Triplets": "三同刻",
    "三暗": "三暗刻", "Three Concealed Triplets": "三暗刻",
    # 12
    "十三不靠": "全不靠", "不靠": "全不靠", "Lesser Honours and Knitted Tiles": "全不靠",
    "Knitted Dragon": "组合龙",
    "Big Three Wind Pungs": "三风刻",
    # 8
    "三色龙": "花龙", "杂龙": "花龙", "Mixed Dragon": "花龙",
    "Reversible Hand": "推不倒",
    "三色同顺": "三色三同顺", "Mixed Triple Chows": "三色三同顺",
    "三色节高": "三色三节高", "Mixed Shifted Triplets": "三色三节高",
    "无番": "无番和", "鸡和": "无番和", "No Points Hand": "无番和",
    "海底摸月": "妙手回春", "Last Tile Draw Win": "妙手回春",
    "河底捞鱼": "海底捞月", "Last Discard": "海底捞月",
    "杠开": "杠上开花", "岭上开花": "杠上开花", "Out on a Kong": "杠上开花", "Kong Replacement": "杠上开花",
    "抢杠": "抢杠和", "Robbing a Kong": "抢杠和",
    # 6
    "对对和": "碰碰和", "碰碰": "碰碰和", "All Triplets": "碰碰和",
    "混一色和": "混一色", "Half Flush Hand": "混一色", "Mixed One Suit": "混一色",
    "三色步高": "三色三步高", "Mixed Step Chows": "三色三步高",
    "五门": "五门齐", "All Five Types": "五门齐",
    "全求": "全求人", "Fully Melded Hand": "全求人",
    "双箭": "双箭刻", "Two Dragons Pungs": "双箭刻",
    # 4
    "全带幺九": "全带幺", "带幺九": "全带幺", "全带": "全带幺", "Outside": "全带幺",
    "Terminals in All Sets": "全带幺",
    "门清自摸": "不求人", "Concealed Self-Drawn": "不求人",
    "绝张": "和绝张", "Last of Its Kind": "和绝张", "Fourth Tile": "和绝张",
    # 2
    "三元刻": "箭刻", "番子": "箭刻", "Dragon Triplet": "箭刻",
    "圈风": "圈风刻", "Round Wind": "圈风刻", "Prevailing Wind": "圈风刻",
    "门风": "门风刻", "自风": "门风刻", "Own Wind": "门风刻",
    "门清": "门前清", "Fully Concealed": "门前清",
    "All Sequences": "平和", "Pinfu": "平和",
    "四归": "四归一", "Four in Hand": "四归一",
    "Two Identical Triplets": "双同刻",
    "All Simple": "断幺", "No Terminals": "断幺", "断幺九": "断幺", "Tanyao": "断幺",
    # 1
    "一般高顺": "一般高", "Pure Double Chows": "一般高", "Identical Chows": "一般高",
    "Mixed Double Chows": "喜相逢",
    "连6": "连六", "Six Tile Straight": "连六",
    "老少配": "老少副", "Terminal Chows": "老少副",
    "幺九刻子": "幺九刻", "Terminal Pung": "幺九刻", "Pung of Terminals or Honours": "幺九刻",
    "缺门": "缺一门", "Missing Suit": "缺一门", "One Suit Missing": "缺一门",
    "无字牌": "无字", "No Honours": "无字", "No Honor Tiles": "无字",
    "边张听": "边张", "边": "边张", "Edge": "边张", "Penchan": "边张",
    "嵌张": "坎张", "夹张": "坎张", "卡张": "坎张", "坎": "坎张", "Middle Wait": "坎张", "Kanchan": "坎张",
    "单钓": "单钓将", "单骑": "单钓将", "单骑将": "单钓将",
    "Single Tile Wait": "单钓将", "Pair Wait": "单钓将",
    "Self Draw": "自摸", "Self-Drawn Win": "自摸", "Tsumo": "自摸",
    "花": "花牌", "Flowers": "花牌", "Flower": "花牌",
}  # fmt: skip
