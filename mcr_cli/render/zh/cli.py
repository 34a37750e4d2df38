"""The command line's own faults (``cli/faults.py``) and the numbers' (``limits.py``) in Chinese."""

from __future__ import annotations

from typing import Final

ZH: Final[dict[str, str]] = {
    # --- usage errors (cli/faults.py) ----------------------------------------------------
    "usage.option-twice": "选项 {option} 给了两次",
    "usage.hand-and-batch": "HAND 与 --batch FILE 只能给一个",
    "usage.missing-hand": "缺少参数 HAND（或 --batch FILE）",
    "usage.flags-with-batch": "用 --batch 时，{flags} 写在文件的每一行上，而不是这里",
    "usage.jobs-without-batch": "--jobs {jobs} 要与 --batch FILE 同用；一手牌无从分配",
    "usage.csv-without-batch": "--csv 要与 --batch FILE 同用，且不能与 --json 或 --explain 同用",
    "usage.csv-and-other": "--csv 与 {flag} 只能给一个",
    "usage.json-and-csv": "--json 与 --csv 只能给一个",
    "usage.chase-and-csv": "--chase 输出表格和 JSON，没有 CSV：--chase 与 --csv 只能给一个",
    "usage.after-without-chase": "--after N 要与 --chase 同用",
    "usage.points-and-range": "--points 与 --min-points/--max-points 只能给一种",
    "usage.min-above-max": "--min-points {low} 大于 --max-points {high}",
    "usage.rules-file-system": "{path} 是 {system} 的本地规则文件，而非 {name}",
    "usage.no-such-option": "没有这个选项：{option}{hint}",
    "part.did-you-mean-option": "（是否要用 {option}？）",
    "part.did-you-mean-one-of": "（是否要用 {options} 之一？）",
    "usage.missing-argument": "缺少参数 {name}。",
    "usage.missing-option": "缺少选项 {name}。",
    "usage.needs-a-value": "选项 {option} 需要一个值。",
    "usage.needs-values": "选项 {option} 需要 {count} 个值。",
    "usage.takes-no-value": "选项 {option} 不带值。",
    "usage.extra-argument": "多出了参数（{args}）",
    "usage.extra-arguments": "多出了参数（{args}）",
    "usage.not-one-of": "{value} 不是 {choices} 之一。",
    "usage.cannot-open": "{path}: {reason}",
    "usage.file-missing": "文件 {path} 不存在。",
    "usage.file-is-directory": "{path} 是目录，不是文件。",
    "usage.file-unreadable": "文件 {path} 不可读。",
    "usage.invalid-value": "{param} 的值无效：{message}",
    "usage.whole-number-needed": "{text}：须为整数 {low}-{high}",
    "usage.match-id": "{text}：Match 编号为 24 位十六进制数",
    "usage.not-a-tile": "{text} 不是牌（1m-9m、1p-9p、1s-9s、E S W N C F P 或 1z-7z）",
    "usage.not-a-wind": "{text} 不是 E、S、W、N（或 东、南、西、北）之一。",
    "usage.in-system": "{system}: {what}",
    # --- the flags against the system in force --------------------------------------------
    "context.flag-of-other-systems": "{system} 没有 {flag}{hint}",
    "part.systems-having": "；要用它，请用 --rules 选一个有它的规则体系（{systems}）",
    "context.rules-and-rules-file": "--rules {name}，但 {path} 是 {system} 的本地规则文件",
    # --- a batch line ------------------------------------------------------------------
    "line.cannot-split": "无法把这一行分成词：{why}",
    "line.no-such-option": "没有这个选项：{option}{hint}",
    "line.option-twice": "选项 {option} 给了两次",
    "line.takes-no-value": "选项 {option} 不带值",
    "line.needs-a-value": "选项 {option} 需要一个值",
    "line.needs-values": "选项 {option} 需要 {count} 个值",
    "line.missing-argument": "缺少参数 {argument}",
    "line.extra-argument": "多出了参数 {word}",
    "line.bad-value": "{message}",
    "line.too-long": "超过 {limit} 字节",
    "line.bad-encoding": "不是 UTF-8 文本（第 {at} 个字节）",
    "line.too-deep": "嵌套太深或太大，无法读取（{kind}）",
    # --- a run of batch lines -------------------------------------------------------------
    "run.worker-lost": "第 {worker} 个工作进程意外结束（退出状态 {status}）",
    # --- the streams ---------------------------------------------------------------------
    "input.read-failed": "无法读取输入：{reason}",
    "part.file-reason": "{path}：{reason}",
    "output.write-failed": "无法写出输出：{reason}",
    # --- numbers (limits.py) -------------------------------------------------------------
    "number.not-whole": "{what} 须为整数 {low}-{high}，而非 {text}",
    "number.out-of-range": "{what} 须为 {low}-{high}，而非 {value}",
    "part.digit-count": "{count} 位的数",
    "part.negative-digit-count": "{count} 位的负数",
}
