// Test runs share one RabbitMQ (each under its own prefix): what a run declared,
// it deletes at the end.
import { connect } from 'amqplib';

export async function deleteBrokerObjects(
  amqpUrl: string,
  objects: { queues?: string[]; exchanges?: string[] },
): Promise<void> {
  const connection = await connect(amqpUrl);
  try {
    const channel = await connection.createChannel();
    for (const queue of objects.queues ?? []) await channel.deleteQueue(queue);
    for (const exchange of objects.exchanges ?? []) await channel.deleteExchange(exchange);
  } finally {
    await connection.close();
  }
}
