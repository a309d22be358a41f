package org.furylike.serializer.builtin;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.furylike.context.CopyContext;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.memory.MemoryBuffer;
import org.furylike.resolver.BuiltinRegistry;
import org.furylike.serializer.Serializer;

/**
 * A {@code ByteBuffer}, heap or direct, writable or read-only: a flags byte (direct, read-only,
 * big-endian), the count of remaining bytes, then those bytes. The buffer read back holds exactly
 * the remaining bytes (position 0, limit = capacity = count) with the same byte order, kind and
 * read-only-ness, which is what {@code ByteBuffer.equals} compares. Writing does not move the
 * original's position.
 */
final class ByteBufferSerializer extends Serializer<ByteBuffer> {
  private static final int DIRECT = 1;
  private static final int READ_ONLY = 2;
  private static final int BIG_ENDIAN = 4;

  ByteBufferSerializer() {
    super(ByteBuffer.class);
  }

  /** Makes the JDK's four byte-buffer classes travel under the {@code ByteBuffer} id. */
  static void aliasRuntimeClasses(BuiltinRegistry r) {
    ByteBuffer heap = ByteBuffer.allocate(0);
    ByteBuffer direct = ByteBuffer.allocateDirect(0);
    r.alias(heap.getClass(), ByteBuffer.class);
    r.alias(heap.asReadOnlyBuffer().getClass(), ByteBuffer.class);
    r.alias(direct.getClass(), ByteBuffer.class);
    r.alias(direct.asReadOnlyBuffer().getClass(), ByteBuffer.class);
  }

  @Override
  public void write(WriteContext ctx, ByteBuffer v) {
    int flags =
        (v.isDirect() ? DIRECT : 0)
            | (v.isReadOnly() ? READ_ONLY : 0)
            | (v.order() == ByteOrder.BIG_ENDIAN ? BIG_ENDIAN : 0);
    MemoryBuffer b = ctx.buffer();
    b.writeByte(flags);
    int n = v.remaining();
    b.writeVarUint32(n);
    if (v.hasArray()) {
      b.writeBytes(v.array(), v.arrayOffset() + v.position(), n);
    } else {
      byte[] bytes = new byte[n];
      v.get(v.position(), bytes);
      b.writeBytes(bytes);
    }
  }

  @Override
  public ByteBuffer read(ReadContext ctx) {
    MemoryBuffer b = ctx.buffer();
    int at = b.readerIndex();
    int flags = b.readByte();
    if ((flags & ~(DIRECT | READ_ONLY | BIG_ENDIAN)) != 0) {
      throw ValueSupport.invalid(ByteBuffer.class, at, "unknown flags " + flags);
    }
    int n = ctx.readLength(1, "ByteBuffer");
    ByteBuffer value;
    if ((flags & DIRECT) != 0) {
      value = ByteBuffer.allocateDirect(n);
      value.put(b.asByteBuffer(b.readerIndex(), b.readerIndex() + n)).flip();
      b.skip(n);
    } else {
      value = ByteBuffer.wrap(b.readBytes(n));
    }
    if ((flags & READ_ONLY) != 0) {
      value = value.asReadOnlyBuffer();
    }
    // set last: views such as asReadOnlyBuffer start out big-endian
    value.order((flags & BIG_ENDIAN) != 0 ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN);
    ctx.reference(value);
    return value;
  }

  @Override
  public ByteBuffer copy(CopyContext ctx, ByteBuffer v) {
    int n = v.remaining();
    ByteBuffer copy = v.isDirect() ? ByteBuffer.allocateDirect(n) : ByteBuffer.allocate(n);
    copy.put(v.duplicate()).flip();
    if (v.isReadOnly()) {
      copy = copy.asReadOnlyBuffer();
    }
    return copy.order(v.order());
  }
}
