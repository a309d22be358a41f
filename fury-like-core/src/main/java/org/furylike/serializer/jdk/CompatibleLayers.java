package org.furylike.serializer.jdk;

import java.util.Map;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.memory.MemoryBuffer;

/**
 * The layers of a hooked {@code Serializable} object in compatible mode, matched by class name as
 * the JDK matches a stream's class descriptors: a count, then per layer its class name, an {@code
 * int32} length and a block holding what its {@code writeObject} wrote (or its default fields),
 * with default fields written by name ({@link NamedFields}). A reader skips the blocks of layers it
 * does not have, calls {@code readObjectNoData} for its layers the stream lacks, and leaves fields
 * the stream lacks at their defaults.
 */
final class CompatibleLayers {
  private CompatibleLayers() {}

  static void write(HookLayers s, WriteContext ctx, Object obj) {
    MemoryBuffer buffer = ctx.buffer();
    LayerPlan[] layers = s.layers();
    buffer.writeVarUint32(layers.length);
    HookOutput out = null;
    for (LayerPlan l : layers) {
      ctx.writeString(l.name());
      int at = buffer.writerIndex();
      buffer.writeInt(0);
      if (l.hasWriteObject()) {
        out = out != null ? out : s.newOutput(ctx);
        out.enter(obj, l);
        l.callWriteObject(obj, out);
        out.enter(null, null);
      } else {
        NamedFields.write(ctx, l, l.fields().getValues(obj));
      }
      buffer.putInt(at, buffer.writerIndex() - at - 4);
    }
  }

  static void read(HookLayers s, ReadContext ctx, Object obj) {
    MemoryBuffer buffer = ctx.buffer();
    LayerPlan[] layers = s.layers();
    int next = 0;
    HookInput in = null;
    int n = ctx.readLength(6, "layers of " + s.typeName());
    for (int i = 0; i < n; i++) {
      String name = ctx.readString();
      int end = HookLayers.blockEnd(buffer, name);
      int match = find(layers, next, name);
      if (match >= 0) {
        for (; next < match; next++) {
          noData(layers[next], obj);
        }
        in = in != null ? in : s.newInput(ctx);
        readLayer(layers[next++], obj, in, ctx, end);
      }
      buffer.readerIndex(end);
    }
    for (; next < layers.length; next++) {
      noData(layers[next], obj);
    }
    if (in != null) {
      s.runValidations(in);
    }
  }

  private static int find(LayerPlan[] layers, int from, String name) {
    for (int i = from; i < layers.length; i++) {
      if (layers[i].name().equals(name)) {
        return i;
      }
    }
    return -1;
  }

  private static void noData(LayerPlan l, Object obj) {
    if (l.hasReadObjectNoData()) {
      l.callReadObjectNoData(obj);
    }
  }

  private static void readLayer(LayerPlan l, Object obj, HookInput in, ReadContext ctx, int end) {
    if (l.hasReadObject()) {
      in.enter(obj, l, end);
      l.callReadObject(obj, in);
      in.enter(null, null, 0);
    } else {
      Map<String, Object> values = NamedFields.read(ctx, l.name());
      NamedFields.apply(l, obj, values);
    }
    HookLayers.checkEnd(ctx.buffer(), l, end);
  }
}
