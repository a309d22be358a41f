package org.furylike.serializer.builtin;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.furylike.context.CopyContext;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.meta.GenericType;
import org.furylike.serializer.AbstractCollectionSerializer;
import org.furylike.serializer.AbstractMapSerializer;
import org.furylike.serializer.GenericSerializer;
import org.furylike.serializer.Serializer;

/**
 * Bases for containers whose result object is not the object elements are added to: a wrapper
 * ({@code Collections.unmodifiableList}) around an inner collection, or a collection that must be
 * filled in bulk ({@code CopyOnWriteArrayList}, {@code Arrays.asList}).
 *
 * <p>The result is created (around an empty target) and registered for references before any
 * element is read, so cycles back to it resolve; the target is filled afterwards. The wire layout
 * is the same as {@link AbstractCollectionSerializer} / {@link AbstractMapSerializer}: count, extra
 * data, elements. Serializers of synchronized wrappers hold the wrapper's lock (the wrapper itself,
 * as for every wrapper made by the public {@code Collections.synchronizedX} methods) while they
 * read the original.
 */
final class DeferredFillSerializers {
  private DeferredFillSerializers() {}

  /** A collection created before its elements are read and filled afterwards. */
  abstract static class OfCollection<T extends Collection<?>> extends Serializer<T>
      implements GenericSerializer<T> {
    private final boolean synchronizedOnValue;

    @SuppressWarnings({"unchecked", "rawtypes"})
    OfCollection(Class type, boolean synchronizedOnValue) {
      super((Class<T>) type);
      this.synchronizedOnValue = synchronizedOnValue;
    }

    @Override
    public final void write(WriteContext ctx, T value) {
      write(ctx, value, null);
    }

    @Override
    public final void write(WriteContext ctx, T value, GenericType declared) {
      if (synchronizedOnValue) {
        synchronized (value) {
          writeBody(ctx, value, declared);
        }
      } else {
        writeBody(ctx, value, declared);
      }
    }

    private void writeBody(WriteContext ctx, T value, GenericType declared) {
      int size = value.size();
      ctx.buffer().writeVarUint32(size);
      writeExtra(ctx, value);
      if (size > 0) {
        AbstractCollectionSerializer.writeElements(
            ctx, value, declared == null ? null : declared.arg(0));
      }
    }

    @Override
    public final T read(ReadContext ctx) {
      return read(ctx, null);
    }

    @Override
    public final T read(ReadContext ctx, GenericType declared) {
      int size = ctx.readLength(1, type.getName());
      Collection<Object> target = newTarget(ctx, size);
      T result = wrap(target);
      ctx.reference(result);
      if (size > 0) {
        List<Object> elements = new ArrayList<>(size);
        int keys = target instanceof java.util.Set ? ctx.enterHashKeys() : 1;
        AbstractCollectionSerializer.readElements(
            ctx, elements, size, declared == null ? null : declared.arg(0));
        ctx.exitHashKeys(keys);
        fill(target, elements);
      }
      return result;
    }

    @Override
    public final T copy(CopyContext ctx, T value) {
      if (synchronizedOnValue) {
        synchronized (value) {
          return copyBody(ctx, value);
        }
      }
      return copyBody(ctx, value);
    }

    private T copyBody(CopyContext ctx, T value) {
      Collection<Object> target = newCopyTarget(ctx, value);
      T result = wrap(target);
      ctx.reference(value, result);
      List<Object> elements = new ArrayList<>(value.size());
      for (Object e : value) {
        elements.add(ctx.copyObject(e));
      }
      fill(target, elements);
      return result;
    }

    /** Writes data the reader needs before it can create the target. Default: none. */
    protected void writeExtra(WriteContext ctx, T value) {}

    /**
     * Reads what {@link #writeExtra} wrote and returns the empty target for {@code size} elements.
     */
    protected abstract Collection<Object> newTarget(ReadContext ctx, int size);

    /** The empty target of a copy of {@code original}. */
    protected abstract Collection<Object> newCopyTarget(CopyContext ctx, T original);

    /** The result object around {@code target} (the target itself for bulk-filled collections). */
    protected abstract T wrap(Collection<Object> target);

    /** Puts the elements, in order, into the target. Default: one {@code addAll}. */
    protected void fill(Collection<Object> target, List<Object> elements) {
      target.addAll(elements);
    }
  }

  /** A map wrapper created around its empty inner map before the entries are read into it. */
  abstract static class OfMap<T extends Map<?, ?>> extends Serializer<T>
      implements GenericSerializer<T> {
    private final boolean synchronizedOnValue;

    @SuppressWarnings({"unchecked", "rawtypes"})
    OfMap(Class type, boolean synchronizedOnValue) {
      super((Class<T>) type);
      this.synchronizedOnValue = synchronizedOnValue;
    }

    @Override
    public final void write(WriteContext ctx, T value) {
      write(ctx, value, null);
    }

    @Override
    public final void write(WriteContext ctx, T value, GenericType declared) {
      if (synchronizedOnValue) {
        synchronized (value) {
          writeBody(ctx, value, declared);
        }
      } else {
        writeBody(ctx, value, declared);
      }
    }

    private void writeBody(WriteContext ctx, T value, GenericType declared) {
      int size = value.size();
      ctx.buffer().writeVarUint32(size);
      writeExtra(ctx, value);
      if (size > 0) {
        AbstractMapSerializer.writeEntries(ctx, value, declared);
      }
    }

    @Override
    public final T read(ReadContext ctx) {
      return read(ctx, null);
    }

    @Override
    public final T read(ReadContext ctx, GenericType declared) {
      int size = ctx.readLength(2, type.getName());
      Map<Object, Object> inner = newInner(ctx, size);
      T result = wrap(inner);
      ctx.reference(result);
      if (size > 0) {
        AbstractMapSerializer.readEntries(ctx, inner, size, declared);
      }
      return result;
    }

    @Override
    public final T copy(CopyContext ctx, T value) {
      if (synchronizedOnValue) {
        synchronized (value) {
          return copyBody(ctx, value);
        }
      }
      return copyBody(ctx, value);
    }

    private T copyBody(CopyContext ctx, T value) {
      Map<Object, Object> inner = newCopyInner(ctx, value);
      T result = wrap(inner);
      ctx.reference(value, result);
      for (Map.Entry<?, ?> e : value.entrySet()) {
        inner.put(ctx.copyObject(e.getKey()), ctx.copyObject(e.getValue()));
      }
      return result;
    }

    /** Writes data the reader needs before it can create the inner map. Default: none. */
    protected void writeExtra(WriteContext ctx, T value) {}

    /** Reads what {@link #writeExtra} wrote and returns the empty inner map. */
    protected abstract Map<Object, Object> newInner(ReadContext ctx, int size);

    /** The empty inner map of a copy of {@code original}. */
    protected abstract Map<Object, Object> newCopyInner(CopyContext ctx, T original);

    /** The wrapper around {@code inner}. */
    protected abstract T wrap(Map<Object, Object> inner);
  }
}
