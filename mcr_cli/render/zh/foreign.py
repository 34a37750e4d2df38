"""Words from outside the package in Chinese (``faults.Foreign``): tables looked up by exact key.

The operating system's reasons a file cannot be read by ``errno`` (its
``strerror`` is the English), and what Python's TOML reader says of a bad
file by its exact message, the common cases.  A reason not here is kept as
it came: better the system's English than a wrong guess.
"""

from __future__ import annotations

import errno
from typing import Final

OS: Final[dict[object, str]] = {
    errno.ENOENT: "没有这个文件或目录",
    errno.EACCES: "没有权限",
    errno.EISDIR: "是一个目录",
    errno.ENOTDIR: "路径中有一段不是目录",
    errno.ENAMETOOLONG: "文件名太长",
    errno.ELOOP: "符号链接层数太多",
}
"""``OSError.errno`` → its reason (``house.unreadable``, a ``FILE`` click cannot open)."""

TOML: Final[dict[object, str]] = {
    "Invalid value": "值无效",
    "Invalid statement": "语句无效",
    "Expected '=' after a key in a key/value pair": "键之后应有 '='",
    "Unclosed array": "数组没有闭合",
    "Unclosed inline table": "内联表没有闭合",
    "Unterminated string": "字符串没有结束",
    "Illegal character in string": "字符串中有非法字符",
    "Invalid initial character for a key part": "键的首字符无效",
    "Expected newline or end of document after a statement": "一条语句之后应换行或结束",
    "Cannot overwrite a value": "不能覆盖已有的值",
    "Cannot declare ('values',) twice": "不能两次声明 [values]",
    "Invalid date or datetime": "日期或时间无效",
    "Expected ']' at the end of a table declaration": "表头末尾应有 ']'",
    "Expected ']]' at the end of an array declaration": "数组表头末尾应有 ']]'",
    "Unescaped '\\' in a string": "字符串中有未转义的 '\\'",
    "Invalid hex value": "十六进制值无效",
    "Escaped character is not a Unicode scalar value": "转义的字符不是 Unicode 标量值",
    **{f"Expected {quote!r}": f"应有 {quote!r}" for quote in ("'", "'''")},
    **{
        f"{said} {chr(code)!r}": f"非法字符 {chr(code)!r}"
        for said in ("Illegal character", "Found invalid character")
        for code in (*range(32), 127)
    },
}
"""``tomllib``'s message, its place taken off (``house.not-toml``'s ``reason``) → the same in Chinese.

Its messages that name a character or a quote name one of a few (a control
character, ``'`` or ``'''``): each is a key of its own, written out here."""

TABLES: Final[dict[str, dict[object, str]]] = {"os": OS, "toml": TOML}
"""Each ``Foreign.kind`` → its table."""

UNKNOWN: Final[dict[str, str]] = {"os": "系统无法读取它", "toml": "读取器不接受这里的写法"}
"""What a reason no table holds says in Chinese (``tomllib``'s that quote the file's own keys, an
``errno`` not above): the kind of reason, not English; the place beside it says where."""
