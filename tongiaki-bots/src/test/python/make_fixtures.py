"""Makes the NumPy fixtures of tongiaki-bots' learned-bot tests (run from the repository root):

    python tongiaki-bots/src/test/python/make_fixtures.py

It writes, under tongiaki-bots/src/test/resources/io/github/tongiaki/bots/learned/:
- tiny-net.npz: a small network in the weights format (docs/learning.md), saved with numpy.savez (stored entries);
- tiny-net-deflated.npz: the same network saved with numpy.savez_compressed (deflated entries);
- tiny-forward.npz: three fixed inputs "x" [3, O] and the outputs NumPy's forward pass gives them, "logits" [3, A]
  and "value" [3, 6] (float32, the same operations in the same order as the Java forward pass);
- mixed.npz: arrays of the three dtypes and several shapes, for the reader's round trip.
The weights come from a fixed seed: running it again gives the same files (numpy 2).
"""

import json
import os

import numpy as np

OUT = os.path.join(os.path.dirname(__file__), "..", "resources", "io", "github", "tongiaki", "bots", "learned")
O, H1, H2, A, V = 12, 8, 6, 154, 6


def forward(net, x):
    """The contract's MLP in float32: relu(x w0 + b0), relu(. w1 + b1), then the policy and value heads."""
    h = np.maximum(x @ net["w0"] + net["b0"], np.float32(0))
    h = np.maximum(h @ net["w1"] + net["b1"], np.float32(0))
    return h @ net["wp"] + net["bp"], h @ net["wv"] + net["bv"]


def main():
    rng = np.random.default_rng(49)
    f = lambda *shape: rng.normal(0, 0.5, shape).astype(np.float32)
    net = {"w0": f(O, H1), "b0": f(H1), "w1": f(H1, H2), "b1": f(H2), "wp": f(H2, A), "bp": f(A), "wv": f(H2, V), "bv": f(V)}
    meta = {"format": "tongiaki-net-1", "players": 2, "obs_size": O, "heads": [8, 65, 65, 16], "tile_set": "official",
            "made_by": {"command": "python tongiaki-bots/src/test/python/make_fixtures.py", "seed": 49, "commit": "fixture",
                        "generation": 0}}
    meta_bytes = np.frombuffer(json.dumps(meta).encode("utf-8"), dtype=np.uint8)
    os.makedirs(OUT, exist_ok=True)
    np.savez(os.path.join(OUT, "tiny-net.npz"), **net, meta=meta_bytes)
    np.savez_compressed(os.path.join(OUT, "tiny-net-deflated.npz"), **net, meta=meta_bytes)
    x = np.zeros((3, O), dtype=np.float32)
    x[0, [0, 3, 7]] = [1, 0.25, -2]
    x[1] = np.linspace(-1, 1, O, dtype=np.float32)
    x[2] = rng.normal(0, 1, O).astype(np.float32)
    logits, value = forward(net, x)
    np.savez(os.path.join(OUT, "tiny-forward.npz"), x=x, logits=logits.astype(np.float32), value=value.astype(np.float32))
    np.savez(os.path.join(OUT, "mixed.npz"), f=np.arange(6, dtype=np.float32).reshape(2, 3) / 3,
             i=np.array([[-1, 2**31 - 1], [-(2**31), 7]], dtype=np.int32), u=np.array([0, 1, 255], dtype=np.uint8),
             scalar=np.float32(2.5), empty=np.zeros((0, 4), dtype=np.float32))


if __name__ == "__main__":
    main()
