package org.furylike.serializer.jdk;

import java.io.EOFException;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.NotActiveException;
import java.io.ObjectInputStream;
import java.io.ObjectInputValidation;
import java.util.ArrayList;
import java.util.List;
import org.furylike.context.ReadContext;
import org.furylike.memory.MemoryBuffer;

/**
 * The {@link ObjectInputStream} handed to {@code readObject} and {@code readExternal}. Reads stay
 * inside the current block (the bytes the matching write hook wrote): reading past its end throws
 * {@link EOFException}, as the JDK does at the end of custom data. Objects are read as ordinary
 * slots, so every class named in the stream passes the class checks before it is loaded.
 */
final class HookInput extends ObjectInputStream {
  private final ReadContext ctx;
  private final MemoryBuffer buffer;
  private Object current;
  private LayerPlan layer;
  private int end;
  private List<Validation> validations;

  /** A registered validation and its priority. */
  private static final class Validation {
    final ObjectInputValidation callback;
    final int priority;

    Validation(ObjectInputValidation callback, int priority) {
      this.callback = callback;
      this.priority = priority;
    }
  }

  private final boolean named;

  /** {@code named}: default fields are read by name (compatible mode). */
  HookInput(ReadContext ctx, boolean named) throws IOException {
    super();
    this.ctx = ctx;
    this.buffer = ctx.buffer();
    this.named = named;
  }

  /** Starts a block that ends at {@code end}, for the {@code readObject} of {@code plan}. */
  void enter(Object obj, LayerPlan plan, int end) {
    this.current = obj;
    this.layer = plan;
    this.end = end;
  }

  /** Runs the validations registered while reading this object, highest priority first. */
  void runValidations() throws InvalidObjectException {
    if (validations == null) {
      return;
    }
    validations.sort((a, b) -> Integer.compare(b.priority, a.priority));
    for (Validation v : validations) {
      v.callback.validateObject();
    }
    validations = null;
  }

  private LayerPlan active(String what) throws NotActiveException {
    if (layer == null) {
      throw notActive(what);
    }
    return layer;
  }

  // built apart to keep active() small enough to inline
  private static NotActiveException notActive(String what) {
    return new NotActiveException(what + " called outside readObject");
  }

  private void need(int n) throws EOFException {
    if (buffer.readerIndex() + n > end) {
      throw new EOFException("read past the end of the data its write hook wrote");
    }
  }

  private void checkEnd() throws EOFException {
    if (buffer.readerIndex() > end) {
      throw new EOFException("read past the end of the data its write hook wrote");
    }
  }

  @Override
  protected Object readObjectOverride() throws IOException {
    need(1);
    Object v = ctx.readRef();
    checkEnd();
    return v;
  }

  @Override
  public Object readUnshared() throws IOException {
    return readObjectOverride();
  }

  @Override
  public void defaultReadObject() throws IOException {
    LayerPlan plan = active("defaultReadObject");
    if (named) {
      NamedFields.apply(plan, current, NamedFields.read(ctx, plan.name()));
    } else {
      plan.fields().readFields(ctx, current);
    }
    checkEnd();
  }

  @Override
  public GetField readFields() throws IOException {
    LayerPlan plan = active("readFields");
    HookFields.Get get =
        named
            ? new HookFields.Get(plan, NamedFields.read(ctx, plan.name()))
            : new HookFields.Get(plan, plan.fields().readValues(ctx));
    checkEnd();
    return get;
  }

  @Override
  public void registerValidation(ObjectInputValidation obj, int prio)
      throws NotActiveException, InvalidObjectException {
    active("registerValidation");
    if (obj == null) {
      throw new InvalidObjectException("null validation");
    }
    if (validations == null) {
      validations = new ArrayList<>();
    }
    validations.add(new Validation(obj, prio));
  }

  @Override
  public int read() {
    return buffer.readerIndex() < end ? buffer.readByte() & 0xFF : -1;
  }

  @Override
  public int read(byte[] b, int off, int len) {
    if (len == 0) {
      return 0;
    }
    int n = Math.min(len, end - buffer.readerIndex());
    if (n <= 0) {
      return -1;
    }
    buffer.readBytes(b, off, n);
    return n;
  }

  @Override
  public int available() {
    return Math.max(0, end - buffer.readerIndex());
  }

  @Override
  public void readFully(byte[] b) throws IOException {
    readFully(b, 0, b.length);
  }

  @Override
  public void readFully(byte[] b, int off, int len) throws IOException {
    need(len);
    buffer.readBytes(b, off, len);
  }

  @Override
  public int skipBytes(int len) {
    int n = Math.max(0, Math.min(len, end - buffer.readerIndex()));
    buffer.readerIndex(buffer.readerIndex() + n);
    return n;
  }

  @Override
  public long skip(long len) {
    return skipBytes((int) Math.min(len, Integer.MAX_VALUE));
  }

  @Override
  public boolean readBoolean() throws IOException {
    need(1);
    return buffer.readBoolean();
  }

  @Override
  public byte readByte() throws IOException {
    need(1);
    return buffer.readByte();
  }

  @Override
  public int readUnsignedByte() throws IOException {
    return readByte() & 0xFF;
  }

  @Override
  public short readShort() throws IOException {
    need(2);
    return buffer.readShort();
  }

  @Override
  public int readUnsignedShort() throws IOException {
    return readShort() & 0xFFFF;
  }

  @Override
  public char readChar() throws IOException {
    need(2);
    return buffer.readChar();
  }

  @Override
  public int readInt() throws IOException {
    need(1);
    int v = ctx.readInt32();
    checkEnd();
    return v;
  }

  @Override
  public long readLong() throws IOException {
    need(1);
    long v = ctx.readInt64();
    checkEnd();
    return v;
  }

  @Override
  public float readFloat() throws IOException {
    need(4);
    return buffer.readFloat();
  }

  @Override
  public double readDouble() throws IOException {
    need(8);
    return buffer.readDouble();
  }

  @Override
  public String readUTF() throws IOException {
    need(1);
    String s = ctx.readString();
    checkEnd();
    return s;
  }

  /**
   * @deprecated as in the JDK.
   */
  @Override
  @Deprecated
  public String readLine() throws IOException {
    StringBuilder sb = new StringBuilder();
    int c;
    while ((c = read()) >= 0 && c != '\n') {
      if (c != '\r') {
        sb.append((char) c);
      }
    }
    return c < 0 && sb.length() == 0 ? null : sb.toString();
  }

  @Override
  public void close() {}
}
