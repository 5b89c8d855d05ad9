#!/usr/bin/env python3
"""The GitHub workflow cannot run here: check that it parses, runs on Linux and on macOS, and that every
job's test step is the test command .ci/run calls (the README's)."""
import re
import sys

import yaml

workflow = yaml.safe_load(open(".github/workflows/tests.yml"))
ci = open(".ci/run").read()
command = "swift test"
if not re.search(r'(?m)^swift test$', ci):
    sys.exit(f".ci/run no longer calls `{command}` alone on a line: update this check and the workflow")
jobs = workflow.get("jobs", {})
platforms = {job.get("runs-on", "") for job in jobs.values()}
if not any(p.startswith("ubuntu") for p in platforms) or not any(p.startswith("macos") for p in platforms):
    sys.exit(f"the workflow must run on Linux and on macOS, it runs on {sorted(platforms)}")
for name, job in jobs.items():
    runs = [step.get("run", "").strip() for step in job.get("steps", [])]
    if command not in runs:
        sys.exit(f"job {name} does not run `{command}` as a step (it runs {runs})")
print(f"workflow: parses; jobs {', '.join(jobs)} run `{command}`, as .ci/run does")
