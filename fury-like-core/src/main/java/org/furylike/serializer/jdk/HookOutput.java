package org.furylike.serializer.jdk;

import java.io.IOException;
import java.io.NotActiveException;
import java.io.ObjectOutputStream;
import org.furylike.context.WriteContext;
import org.furylike.memory.MemoryBuffer;

/**
 * The {@link ObjectOutputStream} handed to {@code writeObject} and {@code writeExternal}: objects
 * go through the context as ordinary slots (class checks, references), primitives straight into the
 * buffer, and {@code defaultWriteObject}/{@code writeFields} write the current layer's fields in
 * the compact format. One instance serves one object.
 */
final class HookOutput extends ObjectOutputStream {
  private final WriteContext ctx;
  private final MemoryBuffer buffer;
  private Object current;
  private LayerPlan layer;
  private HookFields.Put putFields;
  private final boolean named;

  /** {@code named}: default fields are written by name (compatible mode). */
  HookOutput(WriteContext ctx, boolean named) throws IOException {
    super();
    this.ctx = ctx;
    this.buffer = ctx.buffer();
    this.named = named;
  }

  /** Starts the {@code writeObject} call of {@code plan} on {@code obj}; null ends it. */
  void enter(Object obj, LayerPlan plan) {
    this.current = obj;
    this.layer = plan;
    this.putFields = null;
  }

  private LayerPlan active(String what) throws NotActiveException {
    if (layer == null) {
      throw notActive(what);
    }
    return layer;
  }

  // built apart to keep active() small enough to inline
  private static NotActiveException notActive(String what) {
    return new NotActiveException(what + " called outside writeObject");
  }

  @Override
  protected void writeObjectOverride(Object obj) {
    ctx.writeRef(obj);
  }

  @Override
  public void writeUnshared(Object obj) {
    ctx.writeRef(obj);
  }

  @Override
  public void defaultWriteObject() throws IOException {
    LayerPlan plan = active("defaultWriteObject");
    if (named) {
      NamedFields.write(ctx, plan, plan.fields().getValues(current));
    } else {
      plan.fields().writeFields(ctx, current);
    }
  }

  @Override
  public PutField putFields() throws IOException {
    if (putFields == null) {
      putFields = new HookFields.Put(active("putFields"));
    }
    return putFields;
  }

  @Override
  public void writeFields() throws IOException {
    LayerPlan plan = active("writeFields");
    if (putFields == null) {
      throw new NotActiveException("writeFields called before putFields in " + plan.name());
    }
    if (named) {
      NamedFields.write(ctx, plan, putFields.values());
    } else {
      putFields.writeTo(ctx);
    }
  }

  @Override
  public void reset() throws IOException {
    throw new IOException("reset is not allowed while an object is being written");
  }

  @Override
  public void write(int b) {
    buffer.writeByte(b);
  }

  @Override
  public void write(byte[] b) {
    buffer.writeBytes(b);
  }

  @Override
  public void write(byte[] b, int off, int len) {
    buffer.writeBytes(b, off, len);
  }

  @Override
  public void writeBoolean(boolean v) {
    buffer.writeBoolean(v);
  }

  @Override
  public void writeByte(int v) {
    buffer.writeByte(v);
  }

  @Override
  public void writeShort(int v) {
    buffer.writeShort((short) v);
  }

  @Override
  public void writeChar(int v) {
    buffer.writeChar((char) v);
  }

  @Override
  public void writeInt(int v) {
    ctx.writeInt32(v);
  }

  @Override
  public void writeLong(long v) {
    ctx.writeInt64(v);
  }

  @Override
  public void writeFloat(float v) {
    buffer.writeFloat(v);
  }

  @Override
  public void writeDouble(double v) {
    buffer.writeDouble(v);
  }

  @Override
  public void writeBytes(String s) {
    for (int i = 0; i < s.length(); i++) {
      buffer.writeByte((byte) s.charAt(i));
    }
  }

  @Override
  public void writeChars(String s) {
    for (int i = 0; i < s.length(); i++) {
      buffer.writeChar(s.charAt(i));
    }
  }

  /** Written as the library writes any string, so any length and unpaired surrogates survive. */
  @Override
  public void writeUTF(String s) {
    ctx.writeString(s);
  }

  @Override
  public void flush() {}

  @Override
  public void close() {}
}
