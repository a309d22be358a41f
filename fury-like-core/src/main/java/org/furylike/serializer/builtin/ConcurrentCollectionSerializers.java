package org.furylike.serializer.builtin;

import java.util.Collection;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.concurrent.DelayQueue;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.PriorityBlockingQueue;
import java.util.function.IntFunction;
import org.furylike.context.CopyContext;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.exception.DeserializationException;
import org.furylike.exception.SerializationException;
import org.furylike.resolver.BuiltinRegistry;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.AbstractCollectionSerializer;
import org.furylike.serializer.builtin.CollectionSerializers.ComparatorCollectionSerializer;
import org.furylike.serializer.builtin.CollectionSerializers.SizedCollectionSerializer;

/**
 * The collections of {@code java.util.concurrent}: skip-list sets and priority queues keep their
 * comparator, bounded blocking queues their capacity ({@code size() + remainingCapacity()}), and
 * copy-on-write collections are filled with one bulk copy instead of one array copy per element.
 * Fairness of {@code ArrayBlockingQueue} is not visible through public API and is not kept.
 */
final class ConcurrentCollectionSerializers {
  /**
   * Largest {@code ArrayBlockingQueue} capacity accepted: the queue allocates an array of that
   * length up front, which no byte of input backs, so hostile input must not choose it freely.
   */
  static final int MAX_ARRAY_QUEUE_CAPACITY = 1 << 24;

  private ConcurrentCollectionSerializers() {}

  static void register(BuiltinRegistry r) {
    r.add(ConcurrentSkipListSet.class, FACTORY);
    r.add(CopyOnWriteArrayList.class, FACTORY);
    r.add(CopyOnWriteArraySet.class, FACTORY);
    r.add(ConcurrentLinkedQueue.class, FACTORY);
    r.add(ConcurrentLinkedDeque.class, FACTORY);
    r.add(ArrayBlockingQueue.class, FACTORY);
    r.add(LinkedBlockingQueue.class, FACTORY);
    r.add(LinkedBlockingDeque.class, FACTORY);
    r.add(PriorityBlockingQueue.class, FACTORY);
    r.add(LinkedTransferQueue.class, FACTORY);
    r.add(DelayQueue.class, FACTORY);
  }

  /**
   * A bounded blocking queue: its capacity (varint) is written as extra data. The reader checks
   * that it holds the elements and stays within the queue kind's limit; a queue that allocates its
   * capacity up front ({@code ArrayBlockingQueue}) may declare at most {@code maxUnusedCapacity}
   * slots beyond its elements, counted against the message's allocation budget.
   */
  static final class CapacityQueueSerializer
      extends AbstractCollectionSerializer<BlockingQueue<?>> {
    private final int maxCapacity;
    private final IntFunction<BlockingQueue<?>> factory;
    private final boolean allocatesCapacity;

    @SuppressWarnings({"unchecked", "rawtypes"})
    CapacityQueueSerializer(Class type, int maxCapacity, IntFunction<BlockingQueue<?>> factory) {
      super(type);
      this.maxCapacity = maxCapacity;
      this.factory = factory;
      this.allocatesCapacity = type == ArrayBlockingQueue.class;
    }

    private int capacityOf(BlockingQueue<?> q) {
      long capacity = (long) q.size() + q.remainingCapacity();
      if (capacity > maxCapacity) {
        throw new SerializationException(
            type.getName()
                + " of capacity "
                + capacity
                + " exceeds the supported maximum "
                + maxCapacity);
      }
      return (int) capacity;
    }

    @Override
    protected void writeExtra(WriteContext ctx, BlockingQueue<?> value) {
      ctx.buffer().writeVarUint32(capacityOf(value));
    }

    @Override
    protected Collection<?> newCollection(ReadContext ctx, int size) {
      int at = ctx.buffer().readerIndex();
      int capacity = ctx.buffer().readVarUint32();
      if (capacity < 1 || capacity < size || capacity > maxCapacity) {
        throw new DeserializationException(
            type.getName()
                + " capacity "
                + (capacity & 0xFFFFFFFFL)
                + " at offset "
                + at
                + " is invalid for "
                + size
                + " elements (1.."
                + maxCapacity
                + " allowed)");
      }
      if (allocatesCapacity) {
        // the elements are backed by input bytes (readLength checked them); the rest is not
        ctx.chargeCapacity(capacity - size, 4, type.getName(), at);
      }
      return factory.apply(capacity);
    }

    @Override
    protected Collection<?> newCopy(CopyContext ctx, BlockingQueue<?> original) {
      return factory.apply(capacityOf(original));
    }
  }

  /**
   * {@code CopyOnWriteArrayList} and {@code CopyOnWriteArraySet}: created empty and registered for
   * references first, then filled with one {@code addAll}, so reading n elements copies the backing
   * array once rather than n times. Every public way to fill a {@code CopyOnWriteArraySet} compares
   * each new element with all earlier ones (on JDK 25 its own deserialization too), so the set's
   * fill is quadratic and its size is limited by {@code maxCopyOnWriteSetSize}.
   */
  static final class CopyOnWriteSerializer
      extends DeferredFillSerializers.OfCollection<Collection<?>> {
    private final boolean isSet;

    CopyOnWriteSerializer(Class<?> type) {
      super(type, false);
      this.isSet = type == CopyOnWriteArraySet.class;
    }

    private Collection<Object> create() {
      return isSet ? new CopyOnWriteArraySet<>() : new CopyOnWriteArrayList<>();
    }

    @Override
    protected Collection<Object> newTarget(ReadContext ctx, int size) {
      if (isSet) {
        ctx.checkCopyOnWriteSetSize(size, type.getName());
      }
      return create();
    }

    @Override
    protected Collection<Object> newCopyTarget(CopyContext ctx, Collection<?> original) {
      return create();
    }

    @Override
    protected Collection<?> wrap(Collection<Object> target) {
      return target;
    }
  }

  private static final FamilyFactory FACTORY = new Factory();

  /** Creates this family's serializers from the built-in class (see {@link FamilyFactory}). */
  private static final class Factory extends FamilyFactory {
    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    Object make(ClassResolver res, Class<?> c) {
      if (c == ConcurrentSkipListSet.class) {
        return new ComparatorCollectionSerializer<ConcurrentSkipListSet<?>>(
            ConcurrentSkipListSet.class,
            ConcurrentSkipListSet::comparator,
            (n, cmp) -> new ConcurrentSkipListSet<>(cmp));
      }
      if (c == CopyOnWriteArrayList.class) {
        return new CopyOnWriteSerializer(c);
      }
      if (c == CopyOnWriteArraySet.class) {
        return new CopyOnWriteSerializer(c);
      }
      if (c == ConcurrentLinkedQueue.class) {
        return new SizedCollectionSerializer<>(c, n -> new ConcurrentLinkedQueue<>());
      }
      if (c == ConcurrentLinkedDeque.class) {
        return new SizedCollectionSerializer<>(c, n -> new ConcurrentLinkedDeque<>());
      }
      if (c == ArrayBlockingQueue.class) {
        return new CapacityQueueSerializer(
            ArrayBlockingQueue.class, MAX_ARRAY_QUEUE_CAPACITY, ArrayBlockingQueue::new);
      }
      if (c == LinkedBlockingQueue.class) {
        return new CapacityQueueSerializer(
            LinkedBlockingQueue.class, Integer.MAX_VALUE, LinkedBlockingQueue::new);
      }
      if (c == LinkedBlockingDeque.class) {
        return new CapacityQueueSerializer(
            LinkedBlockingDeque.class, Integer.MAX_VALUE, LinkedBlockingDeque::new);
      }
      if (c == PriorityBlockingQueue.class) {
        return new ComparatorCollectionSerializer<PriorityBlockingQueue<?>>(
            PriorityBlockingQueue.class,
            PriorityBlockingQueue::comparator,
            (n, cmp) -> new PriorityBlockingQueue<>(Math.max(1, n), cmp));
      }
      if (c == LinkedTransferQueue.class) {
        return new SizedCollectionSerializer<>(c, n -> new LinkedTransferQueue<>());
      }
      if (c == DelayQueue.class) {
        return new SizedCollectionSerializer<>(c, n -> new DelayQueue<>());
      }
      return null;
    }
  }
}
