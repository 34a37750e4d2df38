"""The page at the table, in Chromium: taps, typing, flags per system, waits, the address, languages,
errors, offline, a phone's width, and ``#result-json`` against ``mcr score --json`` byte for byte."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest

from tests.helpers.page_lines import page_lines
from tests.helpers.paths import EXAMPLES, ROOT
from tests.site.conftest import PHONE, new_phone, open_page

SCREENSHOT = ROOT / "docs" / "page-phone.png"


def cli_json(*lines: str, cwd: Path = ROOT) -> list[str]:
    """What ``mcr score --json --batch -`` writes for ``lines``, one text per line (the command itself)."""
    done = subprocess.run(
        [sys.executable, "-m", "mcr_cli", "score", "--json", "--batch", "-"],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        cwd=cwd,
    )
    return done.stdout.splitlines()


def shown_json(page: Any) -> str:
    text: str = page.text_content("#result-json")
    return text


def type_hand(page: Any, text: str) -> None:
    page.fill("#hand-text", text)
    page.dispatch_event("#hand-text", "change")


def tap(page: Any, selector: str) -> None:
    page.locator(selector).first.tap()


def tap_tiles(page: Any, *tiles: str) -> None:
    for tile in tiles:
        tap(page, f'#keyboard [data-tile="{tile}"]')


def line_of(page: Any) -> str:
    line: str = page.evaluate("mcrPage.line()")
    return line


def overflow(page: Any) -> int:
    """How far the page reaches past the screen's width, in px (0: no sideways scroll)."""
    width: int = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    return width


# --- entering a hand ---------------------------------------------------------------------------------


def test_a_hand_by_taps_with_melds_and_the_winning_tile(page: Any) -> None:
    tap_tiles(page, "W", "W", "W", "W")
    tap(page, "#select-mode")
    for i in range(4):
        tap(page, f'#hand-tiles [data-index="{i}"]')
    tap(page, '[data-offer="left"]')
    tap(page, '[data-meld="kong"]')
    tap_tiles(page, "4s")
    tap(page, '#hand-tiles [data-index="0"]')
    tap(page, '[data-offer="across"]')
    tap(page, '[data-meld="pung"]')  # one tile selected: the pung of it
    tap(page, "#select-mode")
    tap_tiles(page, "4m", "5m", "6p", "7p", "8p", "F", "F", "6m", "9s")
    tap(page, '#hand-tiles [data-index="8"]')  # the 9s tapped by mistake: a tap takes it away
    assert line_of(page) == "[WWWW,1][444s,2]45m678pFF6m"
    assert page.locator("#hand-tiles .tile.win").get_attribute("data-tile") == "6m"
    assert shown_json(page) == cli_json("[WWWW,1][444s,2]45m678pFF6m")[0]
    assert json.loads(shown_json(page))["total"] == 8

    tap(page, "#select-mode")  # another tile marked as the winning one
    tap(page, '#hand-tiles [data-index="0"]')
    tap(page, "#mark-win")
    assert line_of(page).endswith("4m")
    tap(page, '#hand-tiles [data-meld="0"]')  # a meld tapped goes
    assert line_of(page).startswith("[444s,2]")


def test_a_chow_claimed_by_its_tile(page: Any) -> None:
    tap_tiles(page, "3p", "4p", "5p")
    tap(page, "#select-mode")
    tap(page, '#hand-tiles [data-index="1"]')  # the first tile tapped is the one claimed: 4p, the 2nd
    tap(page, '#hand-tiles [data-index="0"]')
    tap(page, '#hand-tiles [data-index="2"]')
    tap(page, '[data-meld="chow"]')
    assert line_of(page) == "[345p,2]"
    tap_tiles(page, "5p")
    tap(page, '#hand-tiles [data-index="0"]')
    tap(page, '[data-meld="chow"]')
    assert page.is_visible("#meld-error")


@pytest.mark.parametrize(
    "spelling", ["123m456p789s111z22z", "123m 456p 789s EEE SS", "一二三万四五六饼七八九条东东东南南"]
)
def test_a_typed_hand_in_any_spelling(page: Any, spelling: str) -> None:
    type_hand(page, spelling)
    assert json.loads(shown_json(page))["hand"] == "123m456p789sEEESS"
    assert shown_json(page) == cli_json(line_of(page))[0]
    assert page.locator("#hand-tiles .tile").count() == 14


# --- the context -------------------------------------------------------------------------------------

OWN = {
    "mcr": (
        "123m456p789s111z22z",
        [("switch", "self_drawn"), ("seat", "seat_wind", "S"), ("number", "flowers")],
    ),
    "tuidaohu": (
        "123m456p789s55s66s6s",
        [("switch", "self_drawn"), ("tile", "wild", "5s"), ("text", "horses", "E:1s5p S:9m")],
    ),
    "kawuxing": ("[555p,1]46p123s789sCC5p", [("seat", "discarder", "W"), ("switch", "revealed")]),
    "jipinghu": ("123m456m789p23s55s4s", [("switch", "self_drawn"), ("text", "min_fan", "1")]),
    "tianjin": (
        "12346m123p123sCC5m",
        [("switch", "self_drawn"), ("tile", "indicator", "7p"), ("switch", "zuozhuang")],
    ),
}


@pytest.mark.parametrize("system", list(OWN))
def test_every_system_with_its_own_flags(page: Any, system: str) -> None:
    described = json.loads(page.evaluate("mcrPage.describe()"))
    declared = next(s for s in described["systems"] if s["name"] == system)
    page.select_option("#system", system)
    shown = set(page.eval_on_selector_all("#controls [data-flag]", "nodes => nodes.map(n => n.dataset.flag)"))
    assert shown == set(declared["flags"]), "the controls are the system's declared flags"
    hand, flags = OWN[system]
    type_hand(page, hand)
    for kind, name, *value in flags:
        control = f'#controls [data-flag="{name}"]'
        if kind == "switch":
            tap(page, f"{control} button")
        elif kind == "seat":
            tap(page, f'{control} [data-seat="{value[0]}"]')
        elif kind == "tile":
            page.select_option(f"{control} select", value[0])
        elif kind == "number":
            tap(page, f"{control} .step:last-child")
        else:
            page.fill(f"{control} input", value[0])
            page.dispatch_event(f"{control} input", "change")
    line = line_of(page)
    assert (system == "mcr") == ("--rules" not in line)
    expected = cli_json(line)[0]
    assert shown_json(page) == expected
    assert "error" not in json.loads(expected), expected
    assert page.locator("#result-view table").count() >= 1


def test_a_house_rule_file_from_the_phone(page: Any) -> None:
    page.set_input_files("#house-file", str(EXAMPLES / "club.toml"))
    page.wait_for_selector("#house-name:not([hidden])")  # the file is read in the background
    assert page.input_value("#system") == "tuidaohu"
    type_hand(page, "1155m2299p3377sCC")
    tap(page, '#controls [data-flag="self_drawn"] button')
    assert line_of(page) == "1155m2299p3377sCC --rules-file club.toml -t"
    assert shown_json(page) == cli_json(line_of(page), cwd=EXAMPLES)[0]
    shared = open_page(page.context, page.url)  # the file travels in the address with its line
    assert shown_json(shared) == shown_json(page)
    assert shared.input_value("#system") == "tuidaohu" and shared.is_visible("#house-name")
    shared.close()


# --- what the page shows --------------------------------------------------------------------------------


def test_the_waits_of_a_13_tile_hand(page: Any) -> None:
    type_hand(page, "123m456p789s11pEE")
    tap(page, '#controls [data-flag="seat_wind"] [data-seat="S"]')
    assert page.get_attribute("#analysis-view", "data-analysis") == "waits"
    cells = page.eval_on_selector_all(
        "#analysis-view tbody tr td:first-child", "ns => ns.map(n => n.textContent)"
    )
    assert cells == ["1p", "E"]
    assert "ready: 2 winning tiles" in page.text_content("#analysis-view")
    type_hand(page, "12345678m12349p1s")
    assert page.get_attribute("#analysis-view", "data-analysis") == "shanten"


def test_an_error_is_shown_inline_pointing_at_the_tile(page: Any) -> None:
    type_hand(page, "123m456p789s111z2x")
    assert page.is_visible("#result-error")
    assert page.text_content("#result-error .error-line") == "error: unknown character 'x' at position 18"
    assert page.text_content("#result-error mark") == "x"
    page.evaluate("mcrPage.reset('zh')")
    type_hand(page, "123m456p789s111z2x")
    assert page.text_content("#result-error .error-line") == "错误: 无法识别的字符 'x'（第 18 个字符）"
    assert json.loads(shown_json(page))["position"] == 18


def test_the_tile_an_error_names_is_marked_in_the_hand(page: Any) -> None:
    type_hand(page, "11111m234678m99m9m")
    assert page.text_content("#result-error .error-line") == (
        "error: a fifth 1m; there are only four of each tile at position 5"
    )
    assert page.eval_on_selector_all("#hand-tiles .tile.fault", "ns => ns.map(n => n.dataset.index)") == ["4"]


def test_the_discard_table_of_14_tiles_when_asked(page: Any) -> None:
    type_hand(page, "123m456p789s111z22z")
    assert page.is_visible("#discards") and not page.is_visible("#discards-view table")
    tap(page, "#discards summary")
    page.wait_for_selector("#discards-view table")
    assert "discards, best first" in page.text_content("#discards-view")
    type_hand(page, "123m456p789s11pEE")
    assert not page.is_visible("#discards")


def test_zh_and_en(page: Any) -> None:
    type_hand(page, "123m456p789s111z22z")
    headers = page.eval_on_selector_all("#result-view th", "ns => ns.map(n => n.textContent)")
    assert "fan" in headers and "rule" in headers
    tap(page, "#lang-toggle")
    assert page.get_attribute("html", "lang") == "zh-CN"
    headers = page.eval_on_selector_all("#result-view th", "ns => ns.map(n => n.textContent)")
    assert "番种" in headers and "原则" in headers
    assert "lang=zh" in page.evaluate("location.hash")
    assert page.text_content("#hand-label") == "手牌"
    assert shown_json(page) == cli_json("123m456p789s111z22z")[0]  # JSON never changes


def test_the_json_view_is_a_toggle(page: Any) -> None:
    type_hand(page, "123m456p789s111z22z")
    assert not page.is_visible("#result-json")
    tap(page, "#json-toggle")
    assert page.is_visible("#result-json")


# --- the address ----------------------------------------------------------------------------------------


def test_line_in_the_address_round_trip(phone: Any, served: str) -> None:
    page = open_page(phone, served + "#line=123m456p789s111z22z%20-t")
    assert shown_json(page) == cli_json("123m456p789s111z22z -t")[0]
    assert page.get_attribute('#controls [data-flag="self_drawn"] button', "aria-pressed") == "true"
    assert page.input_value("#hand-text") == "123m456p789s111z22z"
    tap(page, '#controls [data-flag="seat_wind"] [data-seat="S"]')
    line = "123m456p789s111z22z -t --seat-wind S"
    assert page.evaluate("location.hash") == f"#line={quote(line, safe='')}&lang=en"
    again = open_page(phone, page.url)
    assert shown_json(again) == shown_json(page) == cli_json(line)[0]
    assert again.get_attribute('#controls [data-flag="seat_wind"] [data-seat="S"]', "aria-pressed") == "true"
    again.evaluate(f"location.hash = '#line={quote('[111p,1]234p567p99pPP9p --rules tuidaohu -t')}'")
    again.wait_for_function("document.querySelector('#system').value === 'tuidaohu'")
    assert shown_json(again) == cli_json("[111p,1]234p567p99pPP9p --rules tuidaohu -t")[0]
    page.close()
    again.close()


# --- offline, a phone, speed -----------------------------------------------------------------------------


def test_the_service_worker_keeps_every_file_of_its_build(site: Path) -> None:
    """One cache per build, named by its hash, holding every file of the site; the icons are PNGs."""
    info = json.loads((site / "build.json").read_text(encoding="utf-8"))
    worker = (site / "sw.js").read_text(encoding="utf-8")
    assert f'const CACHE = "mcr-site-{info["build"]}";' in worker
    kept = set(json.loads(worker.split("const FILES = ", 1)[1].split(";\n", 1)[0]))
    files = {str(p.relative_to(site)) for p in site.rglob("*") if p.is_file()} - {"sw.js", ".nojekyll"}
    assert kept == files | {"./"}
    assert all(not name.startswith(("http:", "https:", "//")) for name in kept)
    manifest = json.loads((site / "manifest.webmanifest").read_text(encoding="utf-8"))
    for icon in manifest["icons"]:
        if icon["type"] == "image/png":
            data = (site / icon["src"]).read_bytes()
            size = f"{int.from_bytes(data[16:20], 'big')}x{int.from_bytes(data[20:24], 'big')}"
            assert data[:8] == b"\x89PNG\r\n\x1a\n" and size == icon["sizes"]
    assert {w.split("/")[1].split("-")[0] for w in info["wheels"]} == {"mcr_cli", "click"}


def test_a_reload_offline_still_scores(browser: Any, served: str) -> None:
    context = new_phone(browser, locale="zh-CN")  # and the browser's language is the page's first
    try:
        page = open_page(context, served)
        assert page.get_attribute("html", "lang") == "zh-CN"
        assert page.text_content("#hand-label") == "手牌"
        page.wait_for_function("navigator.serviceWorker.controller !== null")
        page.evaluate("navigator.serviceWorker.ready")
        context.set_offline(True)
        started = time.monotonic()
        page.reload()
        page.evaluate("window.mcrPage.ready")
        reloaded = time.monotonic() - started
        type_hand(page, "123m456p789s111z22z")
        assert shown_json(page) == cli_json("123m456p789s111z22z")[0]
        assert page.get_attribute("#status", "data-state") == "offline"
        assert reloaded < 20, f"an offline reload took {reloaded:.1f} s"
        manifest = page.evaluate("fetch('manifest.webmanifest').then(r => r.json())")
        assert {icon["sizes"] for icon in manifest["icons"]} >= {"192x192", "512x512"}
    finally:
        context.close()


def test_no_sideways_scroll_at_360_px_and_targets_of_44_px(page: Any) -> None:
    for line in [
        "123m456p789s111z22z --explain-me",
        "[111p,1]234p567p99pPP9p --rules tuidaohu -t --horses E:1s5p --horses S:9m",
        "12346m123p123sCC5m --rules tianjin -t --indicator 7p --seat-wind S --zuozhuang",
        "123m456p789s11pEE",
        "123m456p789s111z2x",
        "123m456p789s111z22z",
    ]:
        page.evaluate(f"location.hash = {json.dumps('#line=' + quote(line))}")
        page.wait_for_function(f"document.querySelector('#line-text').textContent === {json.dumps(line)}")
        tap(page, "#json-toggle")
        assert overflow(page) == 0, line
        tap(page, "#json-toggle")
        assert overflow(page) == 0, line
    small = page.evaluate(
        """() => [...document.querySelectorAll('button, select, input:not([type=file])')]
             .filter(n => n.offsetParent !== null)
             .map(n => [n.id || n.dataset.tile || n.textContent.trim().slice(0, 20),
                        n.getBoundingClientRect()])
             .filter(([, r]) => r.width < 44 || r.height < 44).map(([name]) => name)"""
    )
    assert small == []


def test_a_score_takes_less_than_200_ms_after_a_tap(page: Any) -> None:
    type_hand(page, "123m456p789s111zS")
    started = time.monotonic()
    tap_tiles(page, "S")
    took = time.monotonic() - started
    assert json.loads(shown_json(page))["total"] == 15
    assert float(page.evaluate("document.documentElement.dataset.scoreMs")) < 200
    assert took < 1.0, f"a tap to a score took {took * 1000:.0f} ms, Playwright's round trip included"


def test_a_phone_screenshot_of_a_scored_hand(page: Any, tmp_path: Path) -> None:
    """The picture of docs/page.md; ``MCR_UPDATE_SCREENSHOT=1`` writes it there."""
    page.evaluate("mcrPage.reset('zh')")
    type_hand(page, "[WWWW,1][444s]45m678pFF6m")
    page.evaluate("window.scrollTo(0, document.querySelector('#result-view').offsetTop - 64)")
    shot = tmp_path / "page-phone.png"
    page.screenshot(path=str(shot))
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = (
        int.from_bytes(shot.read_bytes()[16:20], "big"),
        int.from_bytes(shot.read_bytes()[20:24], "big"),
    )
    assert (width, height) == (PHONE["width"], PHONE["height"])
    if os.environ.get("MCR_UPDATE_SCREENSHOT"):
        SCREENSHOT.write_bytes(shot.read_bytes())


# --- the page's JSON is the command's -----------------------------------------------------------------------


def test_200_generated_hands_give_mcr_score_json_byte_for_byte(page: Any) -> None:
    lines = page_lines(200)
    expected = cli_json(*lines)
    assert len(expected) == len(lines)
    shown = page.evaluate("lines => mcrPage.runMany(lines)", lines)
    differ = [
        (i, line) for i, (line, a, b) in enumerate(zip(lines, shown, expected, strict=True), 1) if a != b
    ]
    assert differ == [], differ[:3]
    scored = [line for line, text in zip(lines, expected, strict=True) if '"error"' not in text]
    for line, json_text in zip(scored[:5], cli_json(*scored[:5]), strict=True):  # through the address, shown
        page.evaluate(f"location.hash = {json.dumps('#line=' + quote(line))}")
        page.wait_for_function(f"document.querySelector('#line-text').textContent === {json.dumps(line)}")
        assert shown_json(page) == json_text
