"""tongiaki.learn's files: the samples and weights .npz formats round-trip, files of another format are refused, and
the NumPy forward pass gives the outputs of the fixture that the Java inference is tested against (tongiaki-bots)."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import numpy as np
import pytest

import tongiaki
from tongiaki.heads import ActionHeads
from tongiaki.learn import (
    WEIGHT_NAMES,
    Samples,
    concat_samples,
    read_samples,
    read_weights,
    write_samples,
    write_weights,
)
from tongiaki.learn.formats import decode_meta, encode_meta
from tongiaki.learn.reference import forward, head_columns, log_priors
from tongiaki.learn.synthetic import random_samples

FIXTURES = Path(__file__).resolve().parents[2] / "tongiaki-bots" / "src" / "test" / "resources" / "io" / "github" \
    / "tongiaki" / "bots" / "learned"


def tiny_arrays(obs: int, h1: int = 8, h2: int = 6, seed: int = 3) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(seed)
    shapes = {"w0": (obs, h1), "b0": (h1,), "w1": (h1, h2), "b1": (h2,), "wp": (h2, 154), "bp": (154,),
              "wv": (h2, 6), "bv": (6,)}
    return {k: rng.normal(0, 0.3, s).astype(np.float32) for k, s in shapes.items()}


def test_samples_round_trip_through_a_file_and_through_bytes(tmp_path: Path) -> None:
    s = random_samples(2, 2, seed=5, max_moves=30)
    assert len(s) == 60 and s.obs.shape[1] == tongiaki.Game.new(2, 0).observation_size
    path = tmp_path / "samples"  # no .npz suffix: written where asked
    write_samples(path, s)
    for back in (read_samples(path), read_samples(path.read_bytes())):
        for name in ("obs", "legal", "policy", "returns", "players"):
            assert np.array_equal(getattr(back, name), getattr(s, name)), name
            assert getattr(back, name).dtype == getattr(s, name).dtype
        assert back.meta == dict(s.meta, format="tongiaki-samples-1")
    with np.load(path) as z:
        assert z["obs"].dtype == np.dtype("<f4") and z["legal"].dtype == np.dtype("<i4")
        assert z["meta"].dtype == np.uint8


def test_samples_of_several_files_are_padded_to_the_widest() -> None:
    a = random_samples(2, 1, seed=1, max_moves=5)
    b = random_samples(2, 1, seed=2, max_moves=40)
    both = concat_samples([a, b])
    assert len(both) == len(a) + len(b) and both.meta["games"] == 2
    assert both.legal.shape[1] == max(a.legal.shape[1], b.legal.shape[1])
    assert np.array_equal(both.legal[:len(a), :a.legal.shape[1]], a.legal)
    assert np.all(both.legal[:len(a), a.legal.shape[1]:] == -1)
    assert np.allclose(both.policy.sum(axis=1), 1.0)


def test_a_deflated_samples_file_is_read_and_a_broken_one_refused(tmp_path: Path) -> None:
    s = random_samples(4, 1, seed=9, max_moves=8)
    buffer = io.BytesIO()
    np.savez_compressed(buffer, obs=s.obs, legal=s.legal, policy=s.policy, returns=s.returns, players=s.players,
                        meta=encode_meta(s.meta))
    assert len(read_samples(buffer.getvalue())) == 8
    bad = io.BytesIO()
    np.savez(bad, obs=s.obs, legal=s.legal, policy=s.policy * 2, returns=s.returns, players=s.players,
             meta=encode_meta(s.meta))
    with pytest.raises(ValueError, match="sum to 1"):
        read_samples(bad.getvalue())
    other = io.BytesIO()
    np.savez(other, obs=s.obs, meta=encode_meta({"format": "something-else"}))
    with pytest.raises(ValueError, match="not a tongiaki-samples-1 file"):
        read_samples(other.getvalue())


def test_weights_round_trip_with_the_contracts_meta(tmp_path: Path) -> None:
    arrays = tiny_arrays(811)
    made_by = {"command": "python -m tongiaki.learn train --players 2", "seed": 7, "commit": "abc", "generation": 3}
    path = tmp_path / "w.npz"
    write_weights(path, arrays, players=2, made_by=made_by)
    w = read_weights(path)
    assert w.meta == {"format": "tongiaki-net-1", "players": 2, "obs_size": 811, "heads": [8, 65, 65, 16],
                      "tile_set": "official", "made_by": made_by}
    assert w.hidden == (8, 6) and w.obs_size == 811
    for name in WEIGHT_NAMES:
        assert np.array_equal(w.arrays[name], arrays[name])
    with np.load(path) as z:
        assert sorted(z.files) == sorted(WEIGHT_NAMES + ("meta",))
        assert all(z[n].dtype == np.dtype("<f4") and z[n].flags.c_contiguous for n in WEIGHT_NAMES)
        assert json.loads(z["meta"].tobytes().decode("utf-8"))["made_by"]["generation"] == 3
    arrays["wp"] = arrays["wp"][:, :100]
    with pytest.raises(ValueError, match="wp"):
        write_weights(tmp_path / "bad.npz", arrays, players=2, made_by=made_by)


def test_meta_is_utf8_json_in_a_uint8_array() -> None:
    meta = {"format": "tongiaki-net-1", "made_by": {"command": "tongiaki — ā"}}
    array = encode_meta(meta)
    assert array.dtype == np.uint8 and decode_meta(array) == meta


@pytest.mark.skipif(not (FIXTURES / "tiny-forward.npz").is_file(), reason="the Java side's fixtures are not here")
def test_the_numpy_forward_pass_gives_the_fixture_that_the_java_network_is_tested_against() -> None:
    for name in ("tiny-net.npz", "tiny-net-deflated.npz"):
        w = read_weights(FIXTURES / name)
        with np.load(FIXTURES / "tiny-forward.npz") as z:
            logits, value = forward(w.arrays, z["x"])
            assert np.allclose(logits, z["logits"], atol=1e-5) and np.allclose(value, z["value"], atol=1e-5)


def test_a_legal_ids_log_prior_sums_its_four_head_logits_and_is_normalised_over_the_legal_ids() -> None:
    game = tongiaki.Game.new(2, 4)
    heads = ActionHeads(game)
    for _ in range(12):
        game.apply_action(int(game.legal_actions()[-1]))
    legal = game.legal_actions()
    arrays = tiny_arrays(game.observation_size)
    logits, _ = forward(arrays, game.observation(game.current_seat))
    columns = head_columns(heads, legal)
    lp = log_priors(logits, columns)
    assert np.isclose(np.exp(lp).sum(), 1.0)
    k, a, b, c = heads.split(legal)
    summed = logits[k] + logits[8 + a] + logits[73 + b] + logits[138 + c]
    assert np.allclose(lp, summed - np.log(np.exp(summed).sum()), atol=1e-6)
    # the padding is masked: the legal ids keep their priors
    padded = np.concatenate([legal, [-1, -1]])
    lp2 = log_priors(logits, head_columns(heads, padded), padded >= 0)
    assert np.allclose(lp2[:len(legal)], lp) and np.all(np.isneginf(lp2[len(legal):]))


def test_samples_are_one_row_per_players_decision() -> None:
    s: Samples = random_samples(2, 1, seed=0)
    assert set(np.unique(s.players)) == {2}
    # zero-sum returns relative to the player to move: seat 0 is the mover, beyond P zeros
    assert np.allclose(s.returns[:, :2].sum(axis=1), 0.0) and np.all(s.returns[:, 2:] == 0)


SHIPPED = Path(__file__).resolve().parents[2] / "tongiaki-bots" / "src" / "main" / "resources" / "io" / "github" \
    / "tongiaki" / "bots" / "learned"


@pytest.mark.skipif(not SHIPPED.is_dir(), reason="not in a checkout of the repository")
def test_the_shipped_weights_say_which_command_seed_commit_and_generation_made_them() -> None:
    shipped = sorted(SHIPPED.glob("learned-*p.npz"))
    assert shipped, f"no learned-<P>p.npz in {SHIPPED}"
    for path in shipped:
        w = read_weights(path)
        players = int(path.name[len("learned-"):-len("p.npz")])
        assert w.meta["players"] == players and w.obs_size == tongiaki.Game.new(players, 0).observation_size
        made_by = w.meta["made_by"]
        assert made_by["command"].startswith("python -m tongiaki.learn train --players %d" % players)
        assert isinstance(made_by["seed"], int) and isinstance(made_by["generation"], int)
        assert re.fullmatch(r"[0-9a-f]{40}", made_by["commit"]), made_by["commit"]
        assert path.stat().st_size < 4_000_000
