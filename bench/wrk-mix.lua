-- wrk's script for one measurement (load.ts writes the requests file and reads the last line).
-- Each connection sends the mix's requests in turn; with "in-turn" the threads share out one list
-- so that each request is sent once across all of them. With "count-degraded", answers whose body
-- says "degraded":true (the samples fall-back of a failed search) are counted.
--
-- wrk -s bench/wrk-mix.lua <url> -- <requests file> <in-turn|each> <count-degraded|no> <threads>

local threads = {}
local thread_count = 0

function setup(thread)
  thread:set("thread_index", thread_count)
  thread_count = thread_count + 1
  table.insert(threads, thread)
end

local function read_requests(file)
  local list, current = {}, nil
  for line in io.lines(file) do
    local kind, rest = line:sub(1, 1), line:sub(3)
    if kind == "R" then
      local method, path = rest:match("^(%S+) (.+)$")
      current = { method = method, path = path, headers = {}, body = nil }
    elseif kind == "H" then
      local name, value = rest:match("^([^:]+): (.*)$")
      current.headers[name] = value
    elseif kind == "B" then
      current.body = rest
    elseif kind == "." then
      table.insert(list, wrk.format(current.method, current.path, current.headers, current.body))
    end
  end
  return list
end

local requests, next_index, step

function init(args)
  requests = read_requests(args[1])
  degraded = 0
  if args[2] == "in-turn" then
    next_index, step = thread_index, tonumber(args[4])
  else
    next_index, step = 0, 1
  end
  if args[3] == "count-degraded" then
    response = function(status, headers, body)
      if status == 200 and body:find('"degraded":true', 1, true) then degraded = degraded + 1 end
    end
  end
end

function request()
  local r = requests[(next_index % #requests) + 1]
  next_index = next_index + step
  return r
end

function done(summary, latency, _)
  local degraded_total = 0
  for _, thread in ipairs(threads) do degraded_total = degraded_total + (thread:get("degraded") or 0) end
  local e = summary.errors
  io.write(string.format(
    'BENCH-RESULT {"requests":%d,"durationUs":%d,"bytes":%d,"connectErrors":%d,"readErrors":%d,' ..
      '"writeErrors":%d,"statusErrors":%d,"timeouts":%d,"p50Us":%d,"p99Us":%d,"degraded":%d}\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status,
    e.timeout, latency:percentile(50), latency:percentile(99), degraded_total))
end
