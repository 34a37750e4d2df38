"""The kinds of error the core raises.

Every error is a ``ValueError``: the core raises, and only the CLI turns an
error into a message and an exit code.  Keeping the kinds apart lets a caller
tell "the text is not notation" from "the notation describes an impossible
hand" from "the hand is fine but does not win".
"""

from __future__ import annotations

from .faults import Said

Message = str | Said
"""What an error is raised with: a fault of the catalogue and its parameters (``faults.py``); a
plain text only where an area is not in the catalogue yet."""


class MCRError(ValueError):
    """Base of every error the scorer raises on bad input.

    ``said`` is the fault and its parameters when the raise site named one
    (``None`` for a plain text), and ``code`` its code: the JSON's ``"code"``.
    ``str(error)`` is the English message either way.
    """

    said: Said | None

    def __init__(self, message: Message = "", *args: object) -> None:
        # set on every instance: compiled, a class attribute is no default for the instance's
        self.said = message if isinstance(message, Said) else None
        super().__init__(message.text() if isinstance(message, Said) else message, *args)

    @property
    def code(self) -> str | None:
        """The fault's code (``notation.unknown-character``), or ``None`` for a plain text."""
        return None if self.said is None else self.said.code


class NotationError(MCRError):
    """The text is not valid hand notation.

    ``position`` is the 0-based character index of the fault in the text, so
    the CLI can point a caret at it; ``hint`` says what would be accepted
    there (shown under the caret), apart from the one-line message scripts read.
    """

    def __init__(self, message: Message, position: int, text: str = "", hint: Message = "") -> None:
        super().__init__(message)
        self.message = str(message)
        self.position = position
        self.text = text
        self.hint_said = hint if isinstance(hint, Said) else None
        self.hint = str(hint)

    @property
    def what(self) -> Message:
        """The fault without its position, to raise again at another (``scan``'s people's spellings)."""
        return self.message if self.said is None else self.said

    @property
    def hint_what(self) -> Message:
        return self.hint if self.hint_said is None else self.hint_said

    def __str__(self) -> str:
        return f"{self.message} at position {self.position + 1}"


class InvalidHandError(MCRError):
    """The notation parses but describes no legal hand (15 tiles, a fifth copy)."""

    def __init__(self, message: Message, position: int | None = None) -> None:
        super().__init__(message)
        self.message = str(message)
        self.position = position

    def __str__(self) -> str:
        if self.position is None:
            return self.message
        return f"{self.message} at position {self.position + 1}"


class NotWinningError(MCRError):
    """Fourteen legal tiles that make no winning shape."""


class ContextError(MCRError):
    """Win-context flags that contradict the hand or each other (ruling 17)."""


class MatchRecordError(MCRError):
    """A match record that cannot be scored, with the file and line at fault.

    ``line`` is 1-based; ``None`` when the fault is the record as a whole (a
    seat with no player).  The CLI prints ``str(error)``, ``FILE:LINE: message``,
    the form editors and compilers use, so a referee can jump to the line.
    """

    def __init__(self, message: Message, source: str, line: int | None = None) -> None:
        super().__init__(message)
        self.message = str(message)
        self.source = source
        self.line = line

    @property
    def place(self) -> str:
        """``FILE:LINE`` (or ``FILE``), as the message is prefixed with in every language."""
        from .limits import escape, show

        source = escape(self.source, 120) if isinstance(self.source, str) else show(self.source)
        return source if self.line is None else f"{source}:{show(self.line)}"

    def __str__(self) -> str:
        return f"{self.place}: {self.message}"


class FlagValueError(ContextError):
    """A flag's value that no table can have: ``--flowers 9``, ``--base 0``, ``--horses E:9x``.

    Apart from the contradictions of ruling 17 (``ContextError``), which need
    the hand or other flags to be seen: on the command line every bad value is
    a usage error (exit 2), whichever layer finds it; in a batch, that line's error.
    """
