package org.furylike.benchmark.peer.proto;

import com.google.protobuf.InvalidProtocolBufferException;
import java.util.ArrayList;
import java.util.List;
import org.furylike.benchmark.data.SmallThing;
import org.furylike.benchmark.data.SmallThings;
import org.furylike.benchmark.proto.SmallThingMsg;
import org.furylike.benchmark.proto.SmallThingsMsg;

/** Converts {@link SmallThings} to and from {@link SmallThingsMsg}; tags are never null. */
final class SmallThingsProtoMapping implements ProtoMapping<SmallThings, SmallThingsMsg> {
  @Override
  public SmallThingsMsg toMessage(SmallThings holder) {
    SmallThingsMsg.Builder b = SmallThingsMsg.newBuilder();
    for (SmallThing t : holder.things) {
      b.addThings(
          SmallThingMsg.newBuilder()
              .setA(t.a)
              .setB(t.b)
              .setC(t.c)
              .setId(t.id)
              .setWeight(t.weight)
              .setTag(t.tag));
    }
    return b.build();
  }

  @Override
  public SmallThings fromMessage(SmallThingsMsg m) {
    int n = m.getThingsCount();
    List<SmallThing> things = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      SmallThingMsg tm = m.getThings(i);
      SmallThing t = new SmallThing();
      t.a = tm.getA();
      t.b = tm.getB();
      t.c = tm.getC();
      t.id = tm.getId();
      t.weight = tm.getWeight();
      t.tag = tm.getTag();
      things.add(t);
    }
    SmallThings holder = new SmallThings();
    holder.things = things;
    return holder;
  }

  @Override
  public SmallThingsMsg parse(byte[] bytes) throws InvalidProtocolBufferException {
    return SmallThingsMsg.parseFrom(bytes);
  }
}
