package org.furylike.serializer.builtin;

import com.google.common.collect.ArrayListMultimap;
import com.google.common.collect.HashBasedTable;
import com.google.common.collect.HashMultimap;
import com.google.common.collect.ImmutableListMultimap;
import com.google.common.collect.ImmutableSetMultimap;
import com.google.common.collect.LinkedHashMultimap;
import com.google.common.collect.Multimap;
import com.google.common.collect.Ordering;
import com.google.common.collect.Table;
import com.google.common.collect.TreeBasedTable;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;
import org.furylike.context.CopyContext;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.exception.SerializationException;
import org.furylike.resolver.BuiltinRegistry;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.Serializer;

/**
 * Guava multimaps and tables. A multimap is its entry count, then key and value slots per entry in
 * iteration order; a table its cell count, then row, column and value slots per cell. Mutable ones
 * are created empty and filled (so references back to them resolve); immutable multimaps are built
 * after their entries are read.
 */
final class GuavaMultimapSerializers {
  private GuavaMultimapSerializers() {}

  @SuppressWarnings({"unchecked", "rawtypes"})
  static void register(BuiltinRegistry r) {
    r.add(ArrayListMultimap.class, FACTORY);
    r.add(HashMultimap.class, FACTORY);
    r.add(LinkedHashMultimap.class, FACTORY);
    r.family(ImmutableListMultimap.class, FACTORY);
    r.family(ImmutableSetMultimap.class, FACTORY);
    r.add(HashBasedTable.class, FACTORY);
    r.add(TreeBasedTable.class, FACTORY);
  }

  static void writeEntries(WriteContext ctx, Multimap<?, ?> m) {
    ctx.buffer().writeVarUint32(m.size());
    for (Map.Entry<?, ?> e : m.entries()) {
      ctx.writeRef(e.getKey());
      ctx.writeRef(e.getValue());
    }
  }

  static void readEntries(ReadContext ctx, Multimap<Object, Object> m, int n) {
    for (int i = 0; i < n; i++) {
      int mark = ctx.enterHashKeys();
      Object k = ctx.readRef();
      ctx.exitHashKeys(mark);
      m.put(k, ctx.readRef());
    }
  }

  /** A mutable multimap, created empty and filled. */
  static final class MultimapSerializer<T extends Multimap<Object, Object>> extends Serializer<T> {
    private final Supplier<T> create;

    MultimapSerializer(Class<T> type, Supplier<T> create) {
      super(type);
      this.create = create;
    }

    @Override
    public void write(WriteContext ctx, T value) {
      writeEntries(ctx, value);
    }

    @Override
    public T read(ReadContext ctx) {
      int n = ctx.readLength(2, type.getName());
      T m = create.get();
      ctx.reference(m);
      readEntries(ctx, m, n);
      return m;
    }

    @Override
    public T copy(CopyContext ctx, T value) {
      T m = create.get();
      ctx.reference(value, m);
      for (Map.Entry<Object, Object> e : value.entries()) {
        m.put(ctx.copyObject(e.getKey()), ctx.copyObject(e.getValue()));
      }
      return m;
    }
  }

  /** An immutable multimap, built from a {@code LinkedHashMultimap}-like list of entries. */
  static final class ImmutableMultimapSerializer<T extends Multimap<Object, Object>>
      extends Serializer<T> {
    private final Function<Multimap<Object, Object>, T> build;

    ImmutableMultimapSerializer(Class<T> type, Function<Multimap<Object, Object>, T> build) {
      super(type);
      this.build = build;
    }

    @Override
    public void write(WriteContext ctx, T value) {
      writeEntries(ctx, value);
    }

    @Override
    public T read(ReadContext ctx) {
      int n = ctx.readLength(2, type.getName());
      Multimap<Object, Object> m = ArrayListMultimap.create();
      readEntries(ctx, m, n);
      return build.apply(m);
    }

    @Override
    public T copy(CopyContext ctx, T value) {
      Multimap<Object, Object> m = ArrayListMultimap.create();
      for (Map.Entry<Object, Object> e : value.entries()) {
        m.put(ctx.copyObject(e.getKey()), ctx.copyObject(e.getValue()));
      }
      return build.apply(m);
    }
  }

  /** A table, created empty and filled; {@code TreeBasedTable} only with natural ordering. */
  static final class TableSerializer<T extends Table<Object, Object, Object>>
      extends Serializer<T> {
    private final Supplier<T> create;

    TableSerializer(Class<T> type, Supplier<T> create) {
      super(type);
      this.create = create;
    }

    @Override
    public void write(WriteContext ctx, T value) {
      if (value instanceof TreeBasedTable) {
        TreeBasedTable<?, ?, ?> t = (TreeBasedTable<?, ?, ?>) value;
        if (t.rowComparator() != Ordering.natural() || t.columnComparator() != Ordering.natural()) {
          throw new SerializationException(
              "TreeBasedTable with custom comparators is not supported; use natural ordering");
        }
      }
      ctx.buffer().writeVarUint32(value.size());
      for (Table.Cell<?, ?, ?> c : value.cellSet()) {
        ctx.writeRef(c.getRowKey());
        ctx.writeRef(c.getColumnKey());
        ctx.writeRef(c.getValue());
      }
    }

    @Override
    public T read(ReadContext ctx) {
      int n = ctx.readLength(3, type.getName());
      T t = create.get();
      ctx.reference(t);
      for (int i = 0; i < n; i++) {
        Object row = ctx.readRef();
        Object column = ctx.readRef();
        t.put(row, column, ctx.readRef());
      }
      return t;
    }

    @Override
    public T copy(CopyContext ctx, T value) {
      T t = create.get();
      ctx.reference(value, t);
      for (Table.Cell<Object, Object, Object> c : value.cellSet()) {
        t.put(
            ctx.copyObject(c.getRowKey()),
            ctx.copyObject(c.getColumnKey()),
            ctx.copyObject(c.getValue()));
      }
      return t;
    }
  }

  private static final FamilyFactory FACTORY = new Factory();

  /** Creates this family's serializers from the built-in class (see {@link FamilyFactory}). */
  private static final class Factory extends FamilyFactory {
    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    Object make(ClassResolver res, Class<?> c) {
      if (c == ArrayListMultimap.class) {
        return new MultimapSerializer(ArrayListMultimap.class, ArrayListMultimap::create);
      }
      if (c == HashMultimap.class) {
        return new MultimapSerializer(HashMultimap.class, HashMultimap::create);
      }
      if (c == LinkedHashMultimap.class) {
        return new MultimapSerializer(LinkedHashMultimap.class, LinkedHashMultimap::create);
      }
      if (c == ImmutableListMultimap.class) {
        return new ImmutableMultimapSerializer(
            ImmutableListMultimap.class, m -> ImmutableListMultimap.copyOf((Multimap) m));
      }
      if (c == ImmutableSetMultimap.class) {
        return new ImmutableMultimapSerializer(
            ImmutableSetMultimap.class, m -> ImmutableSetMultimap.copyOf((Multimap) m));
      }
      if (c == HashBasedTable.class) {
        return new TableSerializer(HashBasedTable.class, HashBasedTable::create);
      }
      if (c == TreeBasedTable.class) {
        return new TableSerializer(TreeBasedTable.class, TreeBasedTable::create);
      }
      return null;
    }
  }
}
