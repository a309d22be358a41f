package org.furylike.serializer.jdk;

import java.io.IOException;
import java.util.List;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.exception.DeserializationException;
import org.furylike.exception.FuryException;
import org.furylike.memory.MemoryBuffer;
import org.furylike.resolver.ClassResolver;

/**
 * Writes and reads the serializable class layers of an object, topmost first. A layer without
 * {@code writeObject}/{@code readObject} writes its fields in the compact field format; a layer
 * with either writes a 4-byte little-endian length and then what its {@code writeObject} wrote (its
 * default fields when it has none), so its {@code readObject} cannot read past that block and data
 * it leaves unread is skipped, as in the JDK. In compatible mode the layers are written by name
 * instead ({@link CompatibleLayers}).
 */
final class HookLayers {
  private final Class<?> type;
  private final LayerPlan[] layers;
  private final boolean named;

  HookLayers(ClassResolver resolver, Class<?> type, List<JdkHooks.Layer> ls) {
    this.type = type;
    this.layers = new LayerPlan[ls.size()];
    for (int i = 0; i < layers.length; i++) {
      layers[i] = new LayerPlan(resolver, ls.get(i));
    }
    this.named =
        resolver.getConfig().getCompatibleMode() == org.furylike.config.CompatibleMode.COMPATIBLE;
  }

  private static boolean framed(LayerPlan l) {
    return l.hasWriteObject() || l.hasReadObject();
  }

  void write(WriteContext ctx, Object obj) {
    if (named) {
      CompatibleLayers.write(this, ctx, obj);
      return;
    }
    MemoryBuffer buffer = ctx.buffer();
    HookOutput out = null;
    for (LayerPlan l : layers) {
      if (!framed(l)) {
        l.fields().writeFields(ctx, obj);
        continue;
      }
      int at = buffer.writerIndex();
      buffer.writeInt(0);
      if (l.hasWriteObject()) {
        out = out != null ? out : newOutput(ctx);
        out.enter(obj, l);
        l.callWriteObject(obj, out);
        out.enter(null, null);
      } else {
        l.fields().writeFields(ctx, obj);
      }
      buffer.putInt(at, buffer.writerIndex() - at - 4);
    }
  }

  /** Reads the layers into {@code obj}, which the caller created and recorded as a reference. */
  void read(ReadContext ctx, Object obj) {
    if (named) {
      CompatibleLayers.read(this, ctx, obj);
      return;
    }
    MemoryBuffer buffer = ctx.buffer();
    HookInput in = null;
    for (LayerPlan l : layers) {
      if (!framed(l)) {
        l.fields().readFields(ctx, obj);
        continue;
      }
      int end = blockEnd(buffer, l.name());
      if (l.hasReadObject()) {
        in = in != null ? in : newInput(ctx);
        in.enter(obj, l, end);
        l.callReadObject(obj, in);
        in.enter(null, null, 0);
      } else {
        l.fields().readFields(ctx, obj);
      }
      checkEnd(buffer, l, end);
      buffer.readerIndex(end);
    }
    if (in != null) {
      runValidations(in);
    }
  }

  static void checkEnd(MemoryBuffer buffer, LayerPlan l, int end) {
    if (buffer.readerIndex() > end) {
      throw pastEnd(l, end);
    }
  }

  // built apart to keep checkEnd small enough to inline
  private static DeserializationException pastEnd(LayerPlan l, int end) {
    return new DeserializationException(
        "the data of layer " + l.name() + " runs past its declared end at offset " + end);
  }

  LayerPlan[] layers() {
    return layers;
  }

  String typeName() {
    return type.getName();
  }

  void runValidations(HookInput in) {
    try {
      in.runValidations();
    } catch (IOException e) {
      throw HookFailures.of(type, "validateObject", e);
    }
  }

  static int blockEnd(MemoryBuffer buffer, String layer) {
    int at = buffer.readerIndex();
    int len = buffer.readInt();
    if (len < 0 || len > buffer.remaining()) {
      throw new DeserializationException(
          "layer "
              + layer
              + " at offset "
              + at
              + " declares "
              + len
              + " bytes but "
              + buffer.remaining()
              + " remain");
    }
    return buffer.readerIndex() + len;
  }

  HookOutput newOutput(WriteContext ctx) {
    try {
      return new HookOutput(ctx, named);
    } catch (IOException e) {
      throw new FuryException("cannot create the hook stream for " + type.getName(), e);
    }
  }

  HookInput newInput(ReadContext ctx) {
    try {
      return new HookInput(ctx, named);
    } catch (IOException e) {
      throw new FuryException("cannot create the hook stream for " + type.getName(), e);
    }
  }
}
