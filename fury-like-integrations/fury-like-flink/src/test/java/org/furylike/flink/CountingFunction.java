package org.furylike.flink;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;

/**
 * The keyed function of the savepoint test. In the first job it folds events {@code 0..limit-1}
 * into a per-key {@code demo.Counter} kept in value state (written through {@link
 * FuryTypeSerializer}). In the second job it reads the restored state once per key and records its
 * fields. The counter class comes from the job's own class loader, so it is reached reflectively;
 * this class itself is shared with the test (parent-loaded), which lets the test read the statics.
 */
final class CountingFunction extends KeyedProcessFunction<String, Event, String> {
  private static final long serialVersionUID = 1L;

  static final AtomicLong PROCESSED = new AtomicLong();
  static final Map<String, Map<String, Object>> RESTORED = new ConcurrentHashMap<>();

  private final FuryTypeInfo<Object> stateInfo;
  private final boolean restoring;
  private final long limit;
  private transient ValueState<Object> state;

  CountingFunction(FuryTypeInfo<Object> stateInfo, boolean restoring, long limit) {
    this.stateInfo = stateInfo;
    this.restoring = restoring;
    this.limit = limit;
  }

  @Override
  public void open(OpenContext context) {
    state = getRuntimeContext().getState(new ValueStateDescriptor<>("counter", stateInfo));
  }

  @Override
  public void processElement(Event e, Context ctx, Collector<String> out) throws Exception {
    if (e.seq >= limit) {
      return;
    }
    if (restoring) {
      Object c = state.value();
      RESTORED.put(e.key, c == null ? Map.of() : fields(c));
      return;
    }
    Object c = state.value();
    if (c == null) {
      c = stateInfo.getTypeClass().getConstructor().newInstance();
      Versions.set(c, "label", e.key);
    }
    Versions.set(c, "count", (Long) Versions.get(c, "count") + 1);
    Versions.set(c, "sum", (Long) Versions.get(c, "sum") + e.seq);
    @SuppressWarnings("unchecked")
    List<String> tags = new ArrayList<>((List<String>) Versions.get(c, "tags"));
    String tag = "m" + e.seq % 3;
    if (!tags.contains(tag)) {
      tags.add(tag);
      Collections.sort(tags);
    }
    Versions.set(c, "tags", tags);
    state.update(c);
    PROCESSED.incrementAndGet();
  }

  private static Map<String, Object> fields(Object c) throws ReflectiveOperationException {
    Map<String, Object> m = new TreeMap<>();
    for (java.lang.reflect.Field f : c.getClass().getFields()) {
      Object v = f.get(c);
      m.put(f.getName(), v == null ? "null" : v);
    }
    m.put("class loader", c.getClass().getClassLoader().getClass().getSimpleName());
    return m;
  }
}
