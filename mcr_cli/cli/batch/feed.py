"""The input of a ``--jobs N`` run, read by a thread and handed over in chunks that never wait long.

Workers get lines in chunks (``run.CHUNK``) so that the hand-over costs
little per line.  Read in the main thread, a chunk would wait until it is
full: a line typed or piped in alone would sit there until 499 more came, or
the input ended.  Here a thread reads ahead into a buffer, and ``take``
returns a chunk when it is full, when the input pauses (no new line for
``PAUSE`` seconds) or when its first line has waited ``HOLD`` seconds, so a
line reaches a worker within a fraction of a second and a big file still goes
in full chunks.  The buffer is bounded: when the workers fall behind, the
reader waits, and memory stays flat on any input length.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Iterator
from typing import Generic, TypeVar

T = TypeVar("T")

POLL = 0.002
"""How often (seconds) ``take`` looks at the buffer while a chunk fills."""
FULL = 0.02
"""How often (seconds) the reader looks again at a full buffer: the workers are behind, nothing is late."""
PAUSE = 0.01
"""No new line for this long: the input has paused, and what is buffered goes now."""
HOLD = 0.1
"""The longest a line waits in the buffer for its chunk to fill."""


class Feeder(Generic[T]):
    """Items of ``items`` read ahead by a daemon thread, at most ``bound`` of them held at a time.

    An error of the input (``InputError``) is raised by ``take`` in the
    caller's thread, after the items read before it.
    """

    def __init__(self, items: Iterator[T], bound: int) -> None:
        self._buffer: deque[T] = deque()
        self._bound = bound
        self._read_count = 0
        self._finished = False
        self._error: BaseException | None = None
        threading.Thread(target=self._read, args=(items,), daemon=True).start()

    def _read(self, items: Iterator[T]) -> None:
        buffer, bound = self._buffer, self._bound
        try:
            for item in items:
                while len(buffer) >= bound:  # the workers are behind: wait for them, hold no more
                    time.sleep(FULL)
                buffer.append(item)
                self._read_count += 1
        except BaseException as err:  # raised again in the caller's thread by take()
            self._error = err
        finally:
            self._finished = True

    @property
    def done(self) -> bool:
        """Every item was read and taken."""
        return self._finished and not self._buffer

    def take(self, most: int, wait: float = HOLD) -> list[T]:
        """Up to ``most`` items; fewer when the input pauses or ends; ``[]`` after ``wait`` with none."""
        buffer = self._buffer
        start = time.monotonic()
        first: float | None = start if buffer else None
        seen, changed = self._read_count, start
        while len(buffer) < most and not self._finished:
            time.sleep(POLL)
            now = time.monotonic()
            if self._read_count != seen:
                seen, changed = self._read_count, now
            if buffer:
                first = now if first is None else first
                if now - changed >= PAUSE or now - first >= HOLD:
                    break
            elif now - start >= wait:
                break
        if not buffer and self._finished and self._error is not None:
            error, self._error = self._error, None
            raise error
        return [buffer.popleft() for _ in range(min(most, len(buffer)))]
