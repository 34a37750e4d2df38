"""The worker processes of ``--jobs N``, and how a batch stops on SIGINT or SIGTERM.

Each worker has a pipe for chunks and one for outcomes, and shares no lock
with the parent or the other workers: a worker killed from outside (a
SIGTERM to the process group) leaves nothing the parent waits on for ever,
as ``multiprocessing.Pool`` can (its queues' locks die with their holder).
Workers ignore SIGINT and die at once, quietly, on SIGTERM; the parent
takes both (``STOP``), writes every outcome already made and ends with
128 + the signal's number (``run.run_batch``).
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ...faults import Said

# The chunks are ``reader.Line`` rows and the answers ``writer.Outcome`` lists; this module does
# not import ``runner`` (whose writer imports it), so it names them only here.
Job = Any
Line = Any
Outcome = Any


class Interrupted(Exception):
    """The batch was stopped by SIGINT or SIGTERM: what is scored is written, the status is 128 + signal."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


class Stop:
    """SIGINT and SIGTERM during a batch: ``Interrupted`` between outcomes, never inside a write.

    Inside ``with STOP:`` (the writer at work) a signal is only noted, and
    raised when the block is done, so every line written is whole.  It is
    raised once: the run is then ending, and writes what it has.
    """

    SIGNALS = ("SIGINT", "SIGTERM")

    def __init__(self) -> None:
        self.signum: int | None = None
        self.raised = False
        self.holding = 0
        self.saved: dict[int, Any] = {}

    def install(self) -> None:
        """Take SIGINT and SIGTERM (in the main thread only), unless the process was told to ignore one.

        A signal ignored when the process started (``nohup``, a background
        job of a script) stays ignored, as every well-behaved tool leaves it.
        """
        import signal

        self.signum, self.raised = None, False
        try:
            for name in self.SIGNALS:
                number = getattr(signal, name)
                if signal.getsignal(number) is not signal.SIG_IGN:
                    self.saved[number] = signal.signal(number, self._caught)
        except (ValueError, AttributeError, OSError):  # not the main thread, or no such signal
            pass

    def restore(self) -> None:
        import signal

        for number, handler in self.saved.items():
            signal.signal(number, handler)
        self.saved.clear()

    def _caught(self, signum: int, frame: object) -> None:
        if self.signum is None:
            self.signum = signum
        self._raise()

    def _raise(self) -> None:
        if self.signum is not None and not self.holding and not self.raised and self.saved:
            self.raised = True
            raise Interrupted(self.signum)

    def __enter__(self) -> None:
        self.holding += 1

    def __exit__(self, kind: object, value: object, traceback: object) -> None:
        self.holding -= 1
        if kind is None:
            self._raise()


STOP = Stop()
"""The one ``Stop`` of the process: a batch runs in the main thread of a process of its own."""


@contextmanager
def quiet_gc() -> Iterator[None]:
    """Fewer runs of the cycle collector during a batch; as it was after.

    A batch line's objects are freed by their reference counts as soon as it
    is written, so the collector finds next to nothing, yet its full passes walk
    every object the process holds (the scorer's bounded caches among them).
    ``gc.freeze`` moves what exists to a generation it never scans, and a
    higher first threshold makes the young passes rarer; cycles a line makes
    are still collected.  On the way out both are undone (``unfreeze``), so a
    process that goes on (a test, a caller of the API) keeps nothing frozen.
    """
    import gc

    threshold = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(max(threshold[0], 20_000), *threshold[1:])
    try:
        yield
    finally:
        gc.set_threshold(*threshold)
        gc.unfreeze()


class WorkerLost(RuntimeError):
    """A worker process ended before it sent its outcomes (killed from outside): the run cannot go on.

    ``said`` is its fault (``run.worker-lost``, ``cli/faults.py``); ``str(error)`` the English.
    """

    def __init__(self, said: Said) -> None:
        super().__init__(str(said))
        self.said = said


def _start_worker() -> None:
    """A worker ignores Ctrl-C (the parent ends the workers) and dies at once, quietly, on SIGTERM.

    It starts with both signals blocked (``Workers``), so that none comes
    before these handlers replace what ``fork`` copied from the parent.
    """
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # the parent's end of the run, or a kill of the group
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT, signal.SIGTERM})


def _worker(job: Job, tasks: Any, results: Any) -> None:
    """A worker process: chunks in on ``tasks``, their outcomes out on ``results``, until ``None``.

    A thread takes the chunks as they come, so the parent never waits on a
    worker busy with the chunk before (which may wait on the parent to read
    its outcomes); another sends the outcomes, so the worker scores its next
    chunk while the parent, busy reading input or writing, has not yet read
    the last one (a chunk's outcomes are larger than a pipe holds).  At most
    two chunks are in a worker's hands (``run._run_pool``), so nothing piles
    up.  When the parent is gone, the pipes say so and the worker ends,
    without a traceback.
    """
    import queue
    import threading

    _start_worker()
    runner = job.build()
    waiting: queue.SimpleQueue[list[Line] | None] = queue.SimpleQueue()
    done: queue.SimpleQueue[Outcome | None] = queue.SimpleQueue()

    def take() -> None:
        try:
            while True:
                chunk = tasks.recv()
                waiting.put(chunk)
                if chunk is None:
                    return
        except (EOFError, OSError):
            waiting.put(None)

    def send() -> None:
        try:
            while (outcomes := done.get()) is not None:
                results.send(outcomes)
        except (EOFError, OSError):  # the parent went away: the worker's loop ends on its next chunk
            waiting.put(None)

    threading.Thread(target=take, daemon=True).start()
    sender = threading.Thread(target=send, daemon=True)
    sender.start()
    try:
        with quiet_gc():
            while (chunk := waiting.get()) is not None:
                done.put(runner.run_chunk(chunk))
    finally:
        done.put(None)
        sender.join()


class Workers:
    """``count`` worker processes, each with a pipe for chunks and one for outcomes.

    A chunk goes to the worker with the fewest in hand (``run._run_pool``),
    and each worker answers in the order it was given, so reading each
    chunk's worker in input order gives the outcomes in input order.  No lock is shared: a worker
    killed from outside can leave nothing the parent waits on for ever (``multiprocessing.Pool`` can).
    """

    def __init__(self, job: Job, count: int) -> None:
        import multiprocessing
        import signal

        context: Any = multiprocessing.get_context("fork" if sys.platform == "linux" else "spawn")
        self.tasks: list[Any] = []
        self.results: list[Any] = []
        self.processes: list[Any] = []
        mask = {signal.SIGINT, signal.SIGTERM}
        blocking = hasattr(signal, "pthread_sigmask")
        before = signal.pthread_sigmask(signal.SIG_BLOCK, mask) if blocking else set()
        try:  # the workers start with the signals blocked: _start_worker takes them
            for _ in range(count):
                task_out, task_in = context.Pipe(duplex=False)
                result_out, result_in = context.Pipe(duplex=False)
                process = context.Process(target=_worker, args=(job, task_out, result_in), daemon=True)
                process.start()
                task_out.close()
                result_in.close()
                self.tasks.append(task_in)
                self.results.append(result_out)
                self.processes.append(process)
        except BaseException:
            self.close(finished=False)
            raise
        finally:
            if blocking:
                signal.pthread_sigmask(signal.SIG_SETMASK, before)

    def send(self, worker: int, chunk: list[Line]) -> None:
        self.tasks[worker].send(chunk)

    def ready(self, worker: int) -> bool:
        return bool(self.results[worker].poll())

    def receive(self, worker: int) -> list[Outcome] | Any:
        """The next outcomes of ``worker``, waiting for them; a signal may stop the wait, not the read."""
        from multiprocessing.connection import wait

        conn = self.results[worker]
        wait([conn])  # interrupted here, nothing has been read
        try:
            with STOP:
                outcomes: list[Outcome] | Any = conn.recv()  # or a writer.Packed
        except (EOFError, OSError):
            if STOP.signum is not None:  # the same signal ended the worker: the run is stopping
                raise Interrupted(STOP.signum) from None
            code = self.processes[worker].exitcode
            from ..faults import WORKER_LOST

            raise WorkerLost(WORKER_LOST(worker=worker + 1, status=code)) from None
        return outcomes

    def close(self, *, finished: bool) -> None:
        """End the workers: asked to (``None``) after a whole run, terminated otherwise; then joined."""
        for conn, process in zip(self.tasks, self.processes, strict=False):
            try:
                if finished:
                    conn.send(None)
                else:
                    process.terminate()
            except (OSError, ValueError):
                pass
        for process in self.processes:
            process.join(timeout=5)
            if process.exitcode is None:  # pragma: no cover - a worker that will not end
                process.kill()
                process.join()
        for conn in (*self.tasks, *self.results):
            conn.close()
