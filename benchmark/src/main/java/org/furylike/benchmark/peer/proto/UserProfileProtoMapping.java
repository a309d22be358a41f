package org.furylike.benchmark.peer.proto;

import com.google.protobuf.InvalidProtocolBufferException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.furylike.benchmark.data.UserProfile;
import org.furylike.benchmark.proto.UserProfileMsg;

/**
 * Converts {@link UserProfile} to and from {@link UserProfileMsg}: the set as a repeated field, the
 * boxed age and rating as optional fields. The maps, the set, the list and the strings are never
 * null.
 */
final class UserProfileProtoMapping implements ProtoMapping<UserProfile, UserProfileMsg> {
  @Override
  public UserProfileMsg toMessage(UserProfile p) {
    UserProfileMsg.Builder b =
        UserProfileMsg.newBuilder()
            .setId(p.getId())
            .setUsername(p.getUsername())
            .setEmail(p.getEmail())
            .setCreatedAtSeconds(p.getCreatedAt().getEpochSecond())
            .setCreatedAtNanos(p.getCreatedAt().getNano())
            .setActive(p.isActive())
            .putAllAttributes(p.getAttributes())
            .putAllCounters(p.getCounters())
            .addAllTags(p.getTags())
            .addAllRecentVisits(p.getRecentVisits());
    if (p.getAge() != null) {
      b.setAge(p.getAge());
    }
    if (p.getRating() != null) {
      b.setRating(p.getRating());
    }
    return b.build();
  }

  @Override
  public UserProfile fromMessage(UserProfileMsg m) {
    UserProfile p = new UserProfile();
    p.setId(m.getId());
    p.setUsername(m.getUsername());
    p.setEmail(m.getEmail());
    p.setCreatedAt(Instant.ofEpochSecond(m.getCreatedAtSeconds(), m.getCreatedAtNanos()));
    p.setActive(m.getActive());
    p.setAge(m.hasAge() ? m.getAge() : null);
    p.setRating(m.hasRating() ? m.getRating() : null);
    p.setAttributes(new HashMap<>(m.getAttributesMap()));
    p.setCounters(new HashMap<>(m.getCountersMap()));
    Set<String> tags = new HashSet<>(m.getTagsList());
    p.setTags(tags);
    List<Long> visits = new ArrayList<>(m.getRecentVisitsList());
    p.setRecentVisits(visits);
    return p;
  }

  @Override
  public UserProfileMsg parse(byte[] bytes) throws InvalidProtocolBufferException {
    return UserProfileMsg.parseFrom(bytes);
  }
}
