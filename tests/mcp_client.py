"""A real MCP client (the official Python SDK, `mcp` on PyPI) driving `saydo mcp` over stdio.

    python tests/mcp_client.py SCENARIO SAYDO_BINARY

The server is started by the SDK's stdio transport with DATABASE_URL and every SAYDO_* variable
of this process's environment, or, when MCP_TEST_URL is set, reached there over streamable HTTP. Each scenario prints one JSON object per line, `{"step": ...}`,
for the Rust test (tests/it/mcp.rs) to assert on; the last line is `{"step": "done"}`.

Scenarios:
  main  list the tools; say_do and ask for NVIDIA's Q3 fiscal 2024 revenue; explain that answer;
        the other tools once; bad arguments; an issuer that does not exist; the guidance resource.
  hang  start a call that the fake SEC holds up, print `calling`, and wait to be killed.
  quick say_do for NVIDIA's Q3 fiscal 2024 revenue, alone.
  busy  tools that fetch from SEC (onboarding, a corpus), for the shared rate-limit test.
"""

import asyncio
import json
import os
import sys

from mcp import Client, MCPError, StdioServerParameters


def emit(step, **kw):
    print(json.dumps({"step": step, **kw}, default=str), flush=True)


def outcome(result):
    """A CallToolResult as plain JSON: is_error, the structured content, the text."""
    text = "\n".join(getattr(c, "text", "") for c in result.content)
    return {"is_error": bool(result.is_error), "structured": result.structured_content, "text": text}


async def call(client, name, args, timeout=180):
    try:
        return outcome(await client.call_tool(name, args, read_timeout_seconds=timeout))
    except MCPError as e:  # a JSON-RPC error (e.g. arguments that do not deserialise)
        return {"protocol_error": str(e)}


def server(binary):
    url = os.environ.get("MCP_TEST_URL")
    if url:  # a server already serving streamable HTTP
        return url
    env = {k: v for k, v in os.environ.items() if k == "DATABASE_URL" or k.startswith("SAYDO_")}
    pidfile = os.environ.get("MCP_TEST_PIDFILE")
    if pidfile:
        # The same process (exec), its pid written where the test can watch it.
        return StdioServerParameters(command="/bin/sh", args=["-c", 'echo $$ > "$0"; exec "$1" mcp', pidfile, binary], env=env)
    return StdioServerParameters(command=binary, args=["mcp"], env=env)


async def main_scenario(client):
    tools = (await client.list_tools()).tools
    emit("tools", names=sorted(t.name for t in tools), schemas={t.name: t.input_schema for t in tools})
    nvda_q3 = {"issuer": "NVDA", "metric": "revenue", "period": "Q3 FY2024"}
    emit("say_do", **await call(client, "say_do", nvda_q3))
    asked = await call(client, "ask", {"question": "Did NVIDIA hit its revenue outlook for Q3 fiscal 2024?"})
    emit("ask", **asked)
    answer_id = (asked.get("structured") or {}).get("id")
    emit("explain", **await call(client, "explain", {"answer_id": answer_id or "missing"}))
    emit("get_actuals", **await call(client, "get_actuals", nvda_q3))
    emit("get_guidance", **await call(client, "get_guidance", {"issuer": "NVIDIA", "period": "Q3 fiscal 2024"}))
    emit("scorecard", **await call(client, "scorecard", {"issuer": "NVDA", "last": 4}))
    emit("search_filings", **await call(client, "search_filings", {"issuer": "NVDA", "query": "data center demand"}))
    emit("resolve_issuer", **await call(client, "resolve_issuer", {"name": "NVIDIA"}))
    # Bad arguments: each refused with the valid values.
    emit("bad_metric", **await call(client, "say_do", {**nvda_q3, "metric": "ebitdaa"}))
    emit("bad_period", **await call(client, "say_do", {**nvda_q3, "period": "Q5 2024"}))
    emit("bad_basis", **await call(client, "get_guidance", {**nvda_q3, "basis": "ifrs"}))
    emit("bad_last", **await call(client, "scorecard", {"issuer": "NVDA", "last": 0}))
    emit("bad_answer_id", **await call(client, "explain", {"answer_id": "not-an-id"}))
    emit("unknown_field", **await call(client, "get_actuals", {"issuer": "NVDA", "metrc": "revenue"}))
    emit("missing_issuer", **await call(client, "get_actuals", {"metric": "revenue"}))
    # A company that does not exist: none found, an answer rather than a failure.
    emit("unknown_resolve", **await call(client, "resolve_issuer", {"name": "Foobar Widget Dynamics"}))
    emit("unknown_say_do", **await call(client, "say_do", {"issuer": "Foobar Widget Dynamics", "period": "Q3 FY2024"}))
    emit("unknown_ask", **await call(client, "ask", {"question": "What was Foobar Widget Dynamics' revenue last quarter?"}))
    # Resources: an issuer's stored guidance.
    templates = (await client.list_resource_templates()).resource_templates
    listed = (await client.list_resources()).resources
    read = await client.read_resource("saydo://issuer/NVDA/guidance")
    emit("resources", templates=[t.uri_template for t in templates], listed=[str(r.uri) for r in listed],
         guidance=json.loads(read.contents[0].text))
    try:
        await client.read_resource("saydo://issuer/Foobar Widget Dynamics/guidance")
        emit("unknown_resource", error=None)
    except MCPError as e:
        emit("unknown_resource", error=str(e))
    # The session still answers after all of the above.
    emit("after", **await call(client, "resolve_issuer", {"name": "NVDA"}))


async def hang_scenario(client):
    await client.list_tools()
    task = asyncio.create_task(client.call_tool("get_actuals", {"issuer": "AAPL", "period": "FY2023"}, read_timeout_seconds=600))
    await asyncio.sleep(0.3)
    emit("calling")
    await task  # the test kills this process meanwhile
    emit("returned")


async def quick_scenario(client):
    await client.list_tools()
    emit("say_do", **await call(client, "say_do", {"issuer": "NVDA", "metric": "revenue", "period": "Q3 FY2024"}))


async def busy_scenario(client):
    for name, args in [
        ("get_actuals", {"issuer": "LPA", "metric": "revenue", "period": "FY2023"}),
        ("search_filings", {"issuer": "AAPL", "query": "iPhone net sales"}),
        ("get_guidance", {"issuer": "TSLA", "metric": "revenue"}),
        ("say_do", {"issuer": "NVDA", "metric": "revenue", "period": "Q3 FY2024"}),
    ]:
        emit(name, **await call(client, name, args, timeout=300))


async def run(scenario, binary):
    async with Client(server(binary), read_timeout_seconds=300) as client:
        emit("connected", server=client.server_info.name if client.server_info else None)
        await {"main": main_scenario, "hang": hang_scenario, "quick": quick_scenario, "busy": busy_scenario}[scenario](client)
    emit("done")


if __name__ == "__main__":
    asyncio.run(run(sys.argv[1], sys.argv[2]))
