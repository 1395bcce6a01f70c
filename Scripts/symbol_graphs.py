"""The public declarations of the package's library modules, read from the compiler's symbol
graphs (`swift package dump-symbol-graph`). Shared by Scripts/count-public-api and
Scripts/check-api."""
import glob
import json
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def dump(scratch_path):
    """Builds the package and writes its symbol graphs (public and open declarations, synthesized
    members left out); returns the folder that holds them, or exits with the tool's output."""
    scratch = os.path.join(ROOT, scratch_path)
    for stale in glob.glob(os.path.join(scratch, "*", "symbolgraph")):
        shutil.rmtree(stale)
    command = ["swift", "package", "--scratch-path", scratch_path, "dump-symbol-graph",
               "--skip-synthesized-members", "--minimum-access-level", "public"]
    # The extractor also visits the test-discovery module and fails on it; the libraries' graphs
    # are written before that, so a failure counts only when a library's graph is missing.
    run = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    directories = glob.glob(os.path.join(scratch, "*", "symbolgraph"))
    if len(directories) != 1:
        sys.stderr.write(run.stdout + run.stderr)
        sys.exit(f"no symbol graphs in {scratch} (the package did not build?)")
    return directories[0]


def graphs(directory, module):
    """The graphs of one module: its own, and one per other module it extends
    (`Module@Other.symbols.json`); empty when the module has none."""
    paths = glob.glob(os.path.join(directory, module + ".symbols.json"))
    paths += glob.glob(os.path.join(directory, module + "@*.symbols.json"))
    result = []
    for path in sorted(paths):
        with open(path) as handle:
            result.append(json.load(handle))
    return result


def is_public(symbol):
    return symbol.get("accessLevel") in ("public", "open")


def public_symbols(graph):
    return [symbol for symbol in graph.get("symbols", []) if is_public(symbol)]
