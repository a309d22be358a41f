package org.furylike.serializer.jdk;

import org.furylike.context.CopyContext;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.memory.MemoryBuffer;
import org.furylike.resolver.ClassResolver;

/**
 * Deep copy through a serializer's own write and read, in scratch contexts of the copy's resolver:
 * for types whose state only their hooks or public API define. Objects shared between the copied
 * value and the rest of the graph being copied are copied separately.
 */
final class ScratchCopy {
  private ScratchCopy() {}

  @SuppressWarnings("unchecked")
  static <T> T copy(CopyContext ctx, T value) {
    ClassResolver resolver = ctx.resolver();
    MemoryBuffer buffer = MemoryBuffer.allocate(64);
    WriteContext w = new WriteContext(resolver.getConfig(), resolver);
    w.begin(buffer);
    try {
      w.writeRef(value);
    } finally {
      w.end();
    }
    ReadContext r = new ReadContext(resolver.getConfig(), resolver);
    r.begin(buffer);
    try {
      return (T) r.readRef();
    } finally {
      r.end();
    }
  }
}
